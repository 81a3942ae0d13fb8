import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/validation/auth';

type Values = Record<string, string>;

/**
 * The state every form of the area has (spec §3): values, fieldErrors, formError, loading,
 * submittedOnce. Validation runs after the first submit and again on each edit (spec §4).
 */
export function useAuthForm<T extends Values>(initial: T, validate: (values: T) => FieldErrors<keyof T & string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof T & string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [loading, setLoading] = useState(false);

  const set = (field: keyof T & string) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submittedOnce) setFieldErrors(validate(next));
  };

  /** Wraps the submit: marks it submitted, clears the form error, shows loading while it runs. */
  const onSubmit = (run: (values: T) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setSubmittedOnce(true);
    setFormError(null);
    setLoading(true);
    run(values)
      .catch((error: unknown) => {
        console.error('Unexpected failure in an authentication form', error);
        setFormError('UnknownLoginError');
      })
      .finally(() => setLoading(false));
  };

  /** Shows a refused submit: the fields' messages for bad input, else the form's message. */
  const refuse = (outcome: { kind: 'invalid'; fieldErrors: FieldErrors<keyof T & string> } | { kind: 'failed'; formError: string }) => {
    if (outcome.kind === 'invalid') setFieldErrors(outcome.fieldErrors);
    else setFormError(outcome.formError);
  };

  /** The translated message of a field, or null. */
  const errorOf = (field: keyof T & string): string | null => {
    const key = fieldErrors[field];
    return key ? t(`validation.${key}`) : null;
  };

  return { values, set, fieldErrors, setFieldErrors, formError, setFormError, refuse, loading, onSubmit, errorOf };
}
