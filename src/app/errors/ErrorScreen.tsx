import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { Link } from '@/ui/routing';
import { useOnline } from '@/lib/useOnline';
import { STALE_RELOAD_KEY } from '@/lib/stale-code';
import './errors.css';

/** Refresh: a full reset of the page state we own (reload counter, caches of code), then reload. */
async function fullRefresh(): Promise<void> {
  sessionStorage.removeItem(STALE_RELOAD_KEY);
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.update();
  window.location.reload();
}

/** The connection-issue screen: offline, and what this page needs is not on the device. */
export function ConnectionIssue({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-screen">
      <EmptyState icon="warning" title={t('errors.connectionTitle')} description={t('errors.connectionBody')} action={<Button onPress={onRetry}>{t('shell.retry')}</Button>} />
    </div>
  );
}

/**
 * The error screen (spec §2.3): the apology in English and Chinese, the message, Refresh, Go back,
 * Dashboard, and a link back to the route that failed. Offline it shows the connection issue.
 */
export function ErrorScreen({ error, path, onRetry }: { error: unknown; path: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <ConnectionIssue onRetry={onRetry} />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen__title">Sorry, something went wrong.</h1>
      <p className="error-screen__title-zh" lang="zh-CN">
        抱歉，出了点问题。
      </p>
      <pre className="error-screen__message">{message}</pre>
      <div className="error-screen__actions">
        <Button icon="refresh" onPress={() => void fullRefresh().catch((e: unknown) => console.error('Refresh failed', e))}>
          {t('errors.refresh')}
        </Button>
        <Button variant="secondary" icon="back" onPress={() => window.history.back()}>
          {t('errors.goBack')}
        </Button>
        <Button variant="secondary" onPress={() => window.location.assign(links.dashboard())}>
          {t('nav.dashboard')}
        </Button>
      </div>
      <p>
        <Link href={path}>{t('errors.backTo', { path })}</Link>
      </p>
    </div>
  );
}
