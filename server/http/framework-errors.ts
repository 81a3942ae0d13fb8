import type { FastifyError } from 'fastify';
import type { Problem } from '@/lib/api-types';
import { problem } from '@server/http/problem';

/** The field a framework refusal is about, so every 4xx names a field-level reason. */
const FIELDS: Record<string, [field: string, key: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['body', 'validation.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['body', 'validation.invalidJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['body', 'validation.bodyTooLarge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['body', 'validation.invalid'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['Content-Type', 'validation.invalid'],
  FST_ERR_CTP_INVALID_TYPE: ['Content-Type', 'validation.invalid'],
  FST_ERR_MAX_PARAM_LENGTH: ['path', 'validation.invalidPath'],
  FST_ERR_BAD_URL: ['path', 'validation.invalidPath'],
  FST_ERR_ASYNC_CONSTRAINT: ['path', 'validation.invalidPath'],
};

/** A 4xx raised by Fastify itself (parsing, limits) as a problem with a field-level reason. */
export function frameworkProblem(err: FastifyError, status: number): Problem {
  if (err instanceof SyntaxError) return problem(400, 'The body is not valid JSON.', { body: 'validation.invalidJson' });
  const [field, key] = FIELDS[err.code] ?? ['_', 'validation.invalid'];
  return problem(status, err.message, { [field]: key });
}
