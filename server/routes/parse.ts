import type { z } from 'zod';
import { fail, zodErrors } from '@server/http/problem';

/**
 * Where the input holds a NUL character (in a string or a key), as a field path, or null.
 * PostgreSQL stores no U+0000 in text or jsonb: left in, it fails the write with a 500.
 */
export function nulCharacterPath(input: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.length > 0 ? path.join('.') : '_';
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, String(i)] }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return [...path, k.replaceAll('\u0000', '')].join('.');
        stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return null;
}

/**
 * parseOr400 with `reportInput`: zod 4 leaves `issue.input` out of issues by default, which makes
 * problem.ts map every wrong-type value to `validation.required`. With the input reported, a
 * missing field stays `validation.required` and a wrong type gets the schema's own key. A NUL
 * character anywhere is refused here, for every route, before it can reach the database.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.output<S> {
  const nul = nulCharacterPath(input);
  if (nul !== null) fail(400, `The ${what} holds a NUL character.`, { [nul]: 'validation.invalid' });
  const res = schema.safeParse(input, { reportInput: true });
  if (!res.success) fail(400, `The ${what} is not valid.`, zodErrors(res.error));
  return res.data;
}
