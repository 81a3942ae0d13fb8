import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Problem } from '@/lib/api-types';

export const PROBLEM_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, detail: string, errors?: Record<string, string>): Problem {
  const p: Problem = { status, title: TITLES[status] ?? 'Error', detail };
  if (errors !== undefined) p.errors = errors;
  return p;
}

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type(PROBLEM_TYPE).send(p);
}

/** Thrown from hooks and handlers; the error handler turns it into a problem answer. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export function fail(status: number, detail: string, errors?: Record<string, string>): never {
  throw new HttpProblem(problem(status, detail, errors));
}

/** Maps zod issues to `{fieldPath: i18nKey}`; our schemas carry keys as messages. */
export function zodErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (field in out) continue;
    out[field] = messageKey(issue);
  }
  return out;
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
  // Our schemas' keys: shared `validation.*`, or an area's own `<area>.errors.*`.
  if (issue.message.startsWith('validation.') || /^[a-zA-Z]+\.errors\.[a-zA-Z]+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return 'validation.invalidType';
    case 'too_big':
      return 'validation.tooLong';
    case 'too_small':
      return 'validation.required';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

/** Parses with a zod schema or throws a 400 problem naming each bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.output<S> {
  // reportInput: zod 4 leaves the input out of issues otherwise, and a wrong-type value would
  // read as a missing one.
  const res = schema.safeParse(input, { reportInput: true });
  if (!res.success) fail(400, `The ${what} is not valid.`, zodErrors(res.error));
  return res.data;
}
