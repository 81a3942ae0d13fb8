// What a scanned QR code is (spec §2.3): a booking link (bookingId "shortcode|id"), another
// http(s) address, or plain text.
export type ScanResult =
  | { kind: 'booking'; raw: string; bookingId: string; shortcode: string | null; id: string }
  | { kind: 'url'; raw: string; url: string }
  | { kind: 'text'; raw: string; text: string };

export function classifyScan(raw: string): ScanResult {
  const value = raw.trim();
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null; // not an address: plain text below
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const bookingId = url.searchParams.get('bookingId');
    if (bookingId) {
      const [first, second] = bookingId.split('|');
      const id = second ?? first ?? bookingId;
      return { kind: 'booking', raw: value, bookingId, shortcode: second === undefined ? null : (first ?? null), id };
    }
    return { kind: 'url', raw: value, url: url.toString() };
  }
  return { kind: 'text', raw: value, text: value };
}
