import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BufferedEvent } from '@/lib/clickstream-buffer';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';

export interface ClickstreamTools {
  peek: () => readonly BufferedEvent[];
  flush: () => Promise<boolean>;
  clear: () => void;
}

/** Clickstream buffer tools: what is waiting, flush now, clear. */
export function ClickstreamTab({ tools }: { tools: ClickstreamTools }) {
  const { t } = useTranslation();
  const [events, setEvents] = useState(() => tools.peek());
  const [outcome, setOutcome] = useState<'ok' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const flush = async () => {
    setBusy(true);
    const ok = await tools.flush();
    setBusy(false);
    setOutcome(ok ? 'ok' : 'failed');
    setEvents(tools.peek());
  };
  return (
    <div className="override__tab">
      <p>{t('override.buffered', { count: events.length })}</p>
      {outcome === 'ok' && <Banner tone="success" title={t('override.flushed')} />}
      {outcome === 'failed' && <Banner tone="danger" title={t('override.flushFailed')} />}
      <div className="override__buttons">
        <Button isLoading={busy} onPress={() => void flush()}>
          {t('override.flush')}
        </Button>
        <Button variant="secondary" onPress={() => setEvents(tools.peek())}>
          {t('override.refresh')}
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            tools.clear();
            setEvents(tools.peek());
          }}
        >
          {t('override.clear')}
        </Button>
      </div>
      <ol className="override__events">
        {events.slice(-20).reverse().map((e) => (
          <li key={e.id}>
            <code>{e.eventType}</code> {e.page} {e.elementId ? `· ${e.elementId}` : ''} {e.text ? `· “${e.text}”` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
