import { useState } from 'react';
import { ValidationError, type FieldErrors } from '@/data/errors';

/** A details modal's save: runs the write, closes on success, keeps the field errors the write refused with. */
export function useModalSave(onClose: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async (write: () => Promise<void>) => {
    setSaving(true);
    try {
      await write();
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  return { errors, saving, save };
}
