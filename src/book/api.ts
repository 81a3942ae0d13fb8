// The booking page's calls to the public routes (/public/book/{shortcode}/…): no sign-in, JSON.
import type { BusinessPublicInfo, Problem } from '@/lib/api-types';
import type { DepositPayment, PublicBooking, PublicBranchMenu, PublicSlots, SlotTakenProblem } from '@/lib/booking/public-types';

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; problem: Problem | SlotTakenProblem | null };

export class BookingApi {
  constructor(
    private readonly apiBase: string,
    readonly shortcode: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = crypto.randomUUID();
    }
    const res = await fetch(`${this.apiBase}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const json: unknown = res.status === 204 ? null : await res.json().catch((error: unknown) => {
      console.warn('The booking API answered without JSON', error);
      return null;
    });
    return res.ok ? { ok: true, value: json as T } : { ok: false, status: res.status, problem: json as Problem | SlotTakenProblem | null };
  }

  private get base(): string {
    return `/public/book/${encodeURIComponent(this.shortcode)}`;
  }

  business(): Promise<Answer<BusinessPublicInfo>> {
    return this.call('GET', `/b/shortcode/${encodeURIComponent(this.shortcode)}`);
  }

  menu(branchId: string): Promise<Answer<PublicBranchMenu>> {
    return this.call('GET', `${this.base}/branches/${branchId}`);
  }

  slots(branchId: string, date: string, serviceIds: readonly string[], memberId: string | null): Promise<Answer<PublicSlots>> {
    const member = memberId === null ? '' : `&memberId=${memberId}`;
    return this.call('GET', `${this.base}/branches/${branchId}/slots?date=${date}&services=${serviceIds.join(',')}${member}`);
  }

  book(body: Record<string, unknown>): Promise<Answer<PublicBooking>> {
    return this.call('POST', `${this.base}/bookings`, body);
  }

  booking(id: string): Promise<Answer<PublicBooking>> {
    return this.call('GET', `${this.base}/bookings/${id}`);
  }

  cancel(id: string): Promise<Answer<PublicBooking>> {
    return this.call('POST', `${this.base}/bookings/${id}/cancel`, {});
  }

  reschedule(id: string, startAt: string): Promise<Answer<PublicBooking>> {
    return this.call('POST', `${this.base}/bookings/${id}/reschedule`, { startAt });
  }

  /** The gateway's page to pay the booking's deposit at. */
  payDeposit(id: string): Promise<Answer<DepositPayment>> {
    return this.call('POST', `${this.base}/bookings/${id}/deposit`, {});
  }

  /** Forwards the gateway's signed answer (the billplz[...] parameters of the return address). */
  depositReturn(id: string, answer: { billId: string; paid: string; paidAt: string; xSignature: string }): Promise<Answer<PublicBooking>> {
    return this.call('POST', `${this.base}/bookings/${id}/deposit/return`, answer);
  }
}

/** The manage link of a booking: this page with `bookingId=shortcode|id` (what the back office scanner reads). */
export function manageLink(origin: string, bookingId: string): string {
  const shortcode = bookingId.split('|')[0] ?? '';
  return `${origin}/book/${encodeURIComponent(shortcode)}?bookingId=${encodeURIComponent(bookingId)}`;
}
