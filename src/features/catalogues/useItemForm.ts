import { useCallback, useMemo, useState } from 'react';

/**
 * A catalogue form's state: the values, and their errors once the user has tried to save
 * (spec §4: validation runs after the first submit and re-runs on each edit).
 */
export function useItemForm<F>(initial: F, errorsOf: (form: F) => Record<string, string>) {
  const [form, setForm] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = useMemo(() => ({ ...serverErrors, ...(submitted ? errorsOf(form) : {}) }), [submitted, form, errorsOf, serverErrors]);
  const change = useCallback((patch: Partial<F>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors({});
  }, []);
  /** Marks the attempt; true when the form is valid as it stands. */
  const attempt = useCallback((): boolean => {
    setSubmitted(true);
    return Object.keys(errorsOf(form)).length === 0;
  }, [errorsOf, form]);
  const reset = useCallback((to: F) => {
    setForm(to);
    setSubmitted(false);
    setServerErrors({});
  }, []);
  return { form, errors, change, attempt, reset, setServerErrors };
}
