import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { useOnline } from '@/lib/useOnline';
import { toast } from '@/ui/toast';
import { rebaseDraft, sameDocument } from '@/lib/settings/rebase-draft';

export interface SettingsFormOptions<T, R> {
  /** Writes the draft (through the outbox); a `ValidationError` puts its messages at the fields. */
  save: (form: T) => Promise<R>;
  /** Toast keys after a save, online and offline. */
  savedKey: string;
  savedOfflineKey: string;
  /** Runs after a successful save with what `save` answered (a new record's id, say). */
  onSaved?: (result: R) => void;
  /** Server field paths carry this prefix (`section.` of a nested document). */
  errorPrefix?: string;
}

export interface SettingsForm<T> {
  form: T;
  saved: T;
  /** Merges a patch into the draft. */
  set: (patch: Partial<T>) => void;
  /** The translated message at a field, or null. */
  message: (field: string) => string | null;
  /** Props of the unsaved-changes banner. */
  banner: { isDirty: boolean; isSaving: boolean; onSave: () => void; onDiscard: () => void };
}

/**
 * A form over one saved document (settings pages, templates): the draft, the saved copy it is
 * compared with for the unsaved-changes banner, field messages from a refused save, and the toast.
 * When the saved document changes underneath (the first sync brings the stored row, another device
 * saves), the draft follows it but keeps what the user changed (`rebaseDraft`).
 */
export function useSettingsForm<T, R = unknown>(initial: T, options: SettingsFormOptions<T, R>): SettingsForm<T> {
  const { t } = useTranslation();
  const online = useOnline();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (!sameDocument(seen, initial)) {
    // Adjusted while rendering (React's pattern for state that follows a prop), before anything shows the stale draft.
    setSeen(initial);
    setForm(rebaseDraft(form, saved, initial));
    setSaved(initial);
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const result = await options.save(form);
      setSaved(form);
      setErrors({});
      toast.success(t(online ? options.savedKey : options.savedOfflineKey));
      options.onSaved?.(result);
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  const message = (field: string): string | null => {
    const key = errors[`${options.errorPrefix ?? ''}${field}`];
    return key === undefined ? null : t(key);
  };
  return {
    form,
    saved,
    set: (patch) => setForm((f) => ({ ...f, ...patch })),
    message,
    banner: {
      isDirty: !sameDocument(form, saved),
      isSaving: saving,
      onSave: () => void save(),
      onDiscard: () => {
        setForm(saved);
        setErrors({});
      },
    },
  };
}
