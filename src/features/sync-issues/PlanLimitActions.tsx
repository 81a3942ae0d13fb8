import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discardEntry } from '@/data/mutations/sync-issues';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { links } from '@/lib/links';
import { hasPlanLimit } from '@/lib/subscription/limits';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { toast } from '@/ui/toast';

/** Whether the server refused the change because the plan's limit is full (issue 20). */
export function planLimitOf(entry: StoredOutboxEntry): boolean {
  return entry.error?.status === 409 && hasPlanLimit(entry.error.errors);
}

/** The ways out of a change over the plan's limit: upgrade the plan (then retry), or remove the change. */
export function PlanLimitActions({ entry }: { entry: StoredOutboxEntry }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!planLimitOf(entry)) return null;
  const remove = async () => {
    setBusy(true);
    try {
      const dropped = await discardEntry(entry.id);
      toast.info(t('syncIssues.discarded', { count: dropped }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sync-issue__actions" role="group" aria-label={t('subscription.limitWaysOut')}>
      <LinkButton href={links.settingsBusiness('subscription')} variant="secondary">
        {t('subscription.upgrade')}
      </LinkButton>
      <Button variant="danger" isLoading={busy} onPress={() => void remove()}>
        {t('subscription.removeChange')}
      </Button>
    </div>
  );
}
