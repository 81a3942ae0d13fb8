/**
 * A phone number as a customer types it on the booking page, to E.164 with Malaysia as the
 * default country: "012-345 6789" → "+60123456789", "60123456789" → "+60123456789", "+65 …" kept.
 * The server checks the result properly (libphonenumber); this only spares the page that library.
 */
export function toE164MY(input: string): string {
  const digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('60')) return `+${digits}`;
  if (digits.startsWith('0')) return `+60${digits.slice(1)}`;
  return digits === '' ? '' : `+60${digits}`;
}
