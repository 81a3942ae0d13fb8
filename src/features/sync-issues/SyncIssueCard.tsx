import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistanceToNowStrict } from 'date-fns';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { isJsonObject, type JsonObject } from '@/data/json';
import { discardEntry, retryEntry } from '@/data/mutations/sync-issues';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { StatusPill } from '@/ui/StatusPill';
import { toast } from '@/ui/toast';
import { describeEntry, editableFields } from './describe-entry';
import { BookingClashActions, bookingClashOf } from './BookingClashActions';
import { PlanLimitActions } from './PlanLimitActions';

/** One refused change: why the server refused it, and the user's ways out (fix, retry, discard). */
export function SyncIssueCard({ entry, heldCount }: { entry: StoredOutboxEntry; heldCount: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<JsonObject>(() => (isJsonObject(entry.body) ? ({ ...entry.body } as JsonObject) : {}));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { key, values } = describeEntry(entry);
  const serverErrors = entry.error?.errors ?? {};
  const fields = editableFields(entry);

  const retry = async (withEdits: boolean) => {
    setBusy('retry');
    try {
      await retryEntry(entry.id, withEdits ? draft : undefined);
      toast.success(t('syncIssues.retrying'));
    } catch (error) {
      if (error instanceof ValidationError) setClientErrors(error.fieldErrors);
      else throw error;
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    setBusy('discard');
    try {
      const dropped = await discardEntry(entry.id);
      toast.info(t('syncIssues.discarded', { count: dropped }));
    } finally {
      setBusy(null);
    }
  };

  const fieldMessage = (field: string) => {
    const code = clientErrors[field] ?? serverErrors[field];
    return code ? t(code) : null;
  };

  return (
    <article className="sync-issue" aria-label={t(key, values)}>
      <header className="sync-issue__head">
        <h2 className="sync-issue__title">{t(key, values)}</h2>
        <StatusPill tone="danger">{t('syncIssues.refused')}</StatusPill>
      </header>
      <p className="sync-issue__when">{formatDistanceToNowStrict(new Date(entry.createdAt), { addSuffix: true })}</p>
      <div className="sync-issue__reason">
        <strong>{t('syncIssues.reason')}</strong> {entry.error?.detail ?? entry.error?.title ?? t('syncIssues.unknownReason')}
        {Object.entries(serverErrors).length > 0 && (
          <ul>
            {Object.entries(serverErrors).map(([field, code]) => (
              <li key={field}>
                {t(`syncIssues.field.${field}`, { defaultValue: field })}: {t(code)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {bookingClashOf(entry) && <BookingClashActions entry={entry} />}
      <PlanLimitActions entry={entry} />
      {heldCount > 0 && <p className="sync-issue__held">{t('syncIssues.held', { count: heldCount })}</p>}
      {editing && (
        <div className="sync-issue__form">
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(`syncIssues.field.${field}`, { defaultValue: field })}
              value={typeof draft[field] === 'string' ? draft[field] : ''}
              onChange={(value) => {
                setDraft((d) => ({ ...d, [field]: value }));
                setClientErrors(({ [field]: _cleared, ...rest }) => rest);
              }}
              errorMessage={fieldMessage(field)}
            />
          ))}
        </div>
      )}
      <div className="sync-issue__actions">
        {confirmDiscard ? (
          <>
            <span className="sync-issue__confirm">{t('syncIssues.confirmDiscard', { count: heldCount + 1 })}</span>
            <Button variant="secondary" onPress={() => setConfirmDiscard(false)}>
              {t('syncIssues.keep')}
            </Button>
            <Button variant="danger" isLoading={busy === 'discard'} onPress={() => void discard()}>
              {t('syncIssues.discard')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onPress={() => setConfirmDiscard(true)}>
              {t('syncIssues.discard')}
            </Button>
            {fields.length > 0 && !editing && (
              <Button variant="secondary" icon="pencil" onPress={() => setEditing(true)}>
                {t('syncIssues.edit')}
              </Button>
            )}
            <Button isLoading={busy === 'retry'} onPress={() => void retry(editing)}>
              {editing ? t('syncIssues.saveAndRetry') : t('syncIssues.retry')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
