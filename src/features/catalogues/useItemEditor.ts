import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields } from '@/lib/catalogues/item-form';
import { ValidationError } from '@/data/errors';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';
import { useItemForm } from './useItemForm';

interface Options<R, F extends object, I> {
  /** Where a deleted item's page goes back to. */
  listHref: string;
  row: R;
  formOf: (row: R) => F;
  errorsOf: (form: F) => Record<string, string>;
  inputOf: (form: F) => { input: I } | { errors: Record<string, string> };
  /** Sends the changed fields, or `{ active }` to archive or restore. */
  update: (patch: Partial<I> | { active: boolean }) => Promise<void>;
  remove: () => Promise<void>;
  /** Fields the screen edits outside the form (the image uploader saves its own): the form always shows the saved value. */
  liveFields?: readonly (keyof F)[];
}

/** A catalogue item's edit form (service, product, commission pattern): the saved values, what changed, save, archive/restore and delete. */
export function useItemEditor<R, F extends object, I>({ listHref, row, formOf, errorsOf, inputOf, update, remove, liveFields = [] }: Options<R, F, I>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useMemo(() => formOf(row), [formOf, row]);
  const own = useItemForm(saved, errorsOf);
  const { errors, change, attempt, reset, setServerErrors } = own;
  const form: F = liveFields.length === 0 ? own.form : { ...own.form, ...Object.fromEntries(liveFields.map((k) => [k, saved[k]])) };
  const [saving, setSaving] = useState(false);
  const changed = changedFields(saved, form);
  const dirty = Object.keys(changed).length > 0;

  const save = async () => {
    const built = inputOf(form);
    if (!attempt() || !('input' in built)) return;
    const patch: Partial<I> = {};
    for (const key of Object.keys(changed)) patch[key as keyof I] = built.input[key as keyof I];
    setSaving(true);
    try {
      await update(patch);
      toast.success(t('catalogues.saved'));
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const setActive = async (active: boolean) => {
    try {
      await update({ active });
    } catch (error) {
      // A rule of the kind refused it on the device (one active reward program): shown at its field,
      // and said at once, since the details form may not show that field.
      if (error instanceof ValidationError) {
        setServerErrors(error.fieldErrors);
        const reason = Object.values(error.fieldErrors)[0];
        if (reason !== undefined) toast.error(t(reason));
        return;
      }
      throw error;
    }
    toast.success(active ? t('catalogues.status.restored') : t('catalogues.status.archived'));
  };

  const deleteItem = async () => {
    await remove();
    toast.success(t('catalogues.status.deleted'));
    navigate(listHref, { replace: true });
  };

  return { form, errors, change, saving, dirty, save, setActive, deleteItem, discard: () => reset(saved) };
}

export type ItemEditor = Pick<ReturnType<typeof useItemEditor>, 'saving' | 'dirty' | 'save' | 'setActive' | 'deleteItem' | 'discard'>;
