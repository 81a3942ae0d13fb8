// The invitation link `/join?data=<base64 JSON>` (spec §2.1 join view).

export interface JoinData {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  businessName: string;
}

function text(o: Record<string, unknown>, key: string): string {
  const v = o[key];
  return typeof v === 'string' ? v : '';
}

/** UTF-8 JSON in base64 (names may be in any script); null when unreadable or without an email. */
export function decodeJoinData(raw: string | null): JoinData | null {
  if (raw === null || raw === '') return null;
  try {
    const bytes = Uint8Array.from(atob(raw.trim()), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const o = parsed as Record<string, unknown>;
    const data: JoinData = {
      email: text(o, 'email').replace(/\s+/g, '').toLowerCase(),
      phone: text(o, 'phone') || text(o, 'phoneNumber'),
      firstName: text(o, 'firstName'),
      lastName: text(o, 'lastName'),
      businessName: text(o, 'businessName'),
    };
    return data.email === '' ? null : data;
  } catch (error) {
    console.warn('Ignoring an unreadable invitation link', error);
    return null;
  }
}
