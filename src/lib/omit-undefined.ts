export type WithoutUndefined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * Drops keys whose value is undefined, so optional props can be forwarded under
 * `exactOptionalPropertyTypes` without writing a conditional spread for each one.
 */
export function omitUndefined<T extends object>(value: T): WithoutUndefined<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as WithoutUndefined<T>;
}
