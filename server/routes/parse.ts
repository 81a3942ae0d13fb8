import type { z } from 'zod';
import { fail, zodErrors } from '@server/http/problem';

/**
 * parseOr400 with `reportInput`: zod 4 leaves `issue.input` out of issues by default, which makes
 * problem.ts map every wrong-type value to `validation.required`. With the input reported, a
 * missing field stays `validation.required` and a wrong type gets the schema's own key.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.output<S> {
  const res = schema.safeParse(input, { reportInput: true });
  if (!res.success) fail(400, `The ${what} is not valid.`, zodErrors(res.error));
  return res.data;
}
