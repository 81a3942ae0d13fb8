/** One zod issue, as much of it as a form needs. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Field path ("address.postcode") → the first message key zod gave for it; `_form` for issues of the whole input. */
export function fieldErrorsOf(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    out[field] ??= issue.message;
  }
  return out;
}

/** The same, only the issues tied to a field (a form that shows every message at a field). */
export function fieldOnlyErrorsOf(issues: readonly FieldIssue[]): Record<string, string> {
  const { _form: _whole, ...fields } = fieldErrorsOf(issues);
  return fields;
}
