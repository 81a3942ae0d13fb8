import { describe, expect, it, vi } from 'vitest';
import type { InitialResponse } from '@/lib/api-types';
import { overrideState, setMerchantOverride, type BusinessOverride } from '@/data/local-preferences';
import { readSession } from '@/data/meta';
import { createCustomer } from '@/data/mutations/customers';
import { overrideFor } from '@/data/queries/current-business';
import type { FetchLike } from '@workers/sync/http';
import { pullInitial } from '@workers/sync/pull';
import { pushOutbox } from '@workers/sync/push';
import { BUSINESS, USER, freshDb, syncContext } from './helpers';

const OTHER = '01970000-0000-7000-8000-0000000000c2';
const TOKEN = 'override.jws.token';

interface Seen {
  method: string;
  path: string;
  override: string | null;
  body: unknown;
}

/** Answers /initial with the other business and every write with its body; records each request. */
function recorder(): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const path = new URL(url).pathname.replace(/^\/api/, '');
    seen.push({ method: init.method ?? 'GET', path, override: headers.get('x-business-override'), body });
    if (path === '/initial') {
      const answer: InitialResponse = {
        result: [
          {
            user: { userId: USER, businessId: OTHER, userFirstName: 'P', userLastName: 'A', userEmail: 'a@x.test', userPhoneNo: '', userColor: '', profileImageUrl: null, orgAccessLevel: 'member', branches: [], permissions: {}, _internalRole: 'FULL' },
            business: { businessId: OTHER, name: 'Harbour Barbers', admins: [], bookitVersion: 'arabica', features: {}, country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur' },
            branches: [],
          },
        ],
      };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    return new Response(JSON.stringify(body), { status: 201 });
  };
  return { fetch, seen };
}

describe('syncing an overridden business (spec §6)', () => {
  it('names the own business in /initial with the overridden one beside it, sends the token, and stores the session under the overridden business', async () => {
    const db = freshDb();
    const { fetch, seen } = recorder();
    await pullInitial(syncContext(db, fetch, { businessId: OTHER, homeBusinessId: BUSINESS, overrideToken: TOKEN }));
    expect(seen).toEqual([
      { method: 'POST', path: '/initial', override: TOKEN, body: { businessId: BUSINESS, userId: USER, userEmail: 'aina@example.com', overwritingBusinessId: OTHER } },
    ]);
    expect((await readSession(db, USER, OTHER))?.business.name).toBe('Harbour Barbers');
    expect(await readSession(db, USER, BUSINESS)).toBeNull();
  });

  it('without an override sends neither the token nor overwritingBusinessId', async () => {
    const { fetch, seen } = recorder();
    await pullInitial(syncContext(freshDb(), fetch));
    expect(seen[0]?.override).toBeNull();
    expect(seen[0]?.body).toEqual({ businessId: BUSINESS, userId: USER, userEmail: 'aina@example.com' });
  });

  it("pushes only the overridden business's entries, with the token; the own business's wait", async () => {
    const db = freshDb();
    await createCustomer({ firstName: 'Home', lastName: 'Entry' }, { db, account: { userId: USER, businessId: BUSINESS } });
    await createCustomer({ firstName: 'Other', lastName: 'Entry' }, { db, account: { userId: USER, businessId: OTHER } });
    const { fetch, seen } = recorder();
    const result = await pushOutbox(syncContext(db, fetch, { businessId: OTHER, homeBusinessId: BUSINESS, overrideToken: TOKEN }));
    expect(result.sent).toBe(1);
    expect(seen.map((s) => [s.method, s.path, s.override])).toEqual([['POST', `/b/${OTHER}/customers`, TOKEN]]);
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.businessId, (e.body as { firstName: string }).firstName])).toEqual([[BUSINESS, 'Home']]);
  });
});

describe('overrideFor', () => {
  const base: BusinessOverride = {
    userId: USER,
    overwriteToken: TOKEN,
    overwriteTokenExpiry: new Date(Date.now() + 60_000).toISOString(),
    isMerchantOverwritting: true,
    overwritingMerchantId: OTHER,
    overwritingPerspective: 'org-admin',
    overwritingMemberId: null,
  };
  const account = { userId: USER, businessId: BUSINESS };

  it('applies to the admin who set it until it expires', () => {
    expect(overrideFor(base, account)).toBe(base);
    expect(overrideFor({ ...base, overwriteTokenExpiry: new Date(Date.now() - 1).toISOString() }, account)).toBeNull();
    expect(overrideFor(base, { userId: 'someone-else', businessId: BUSINESS })).toBeNull();
    expect(overrideFor({ ...base, overwritingMerchantId: BUSINESS }, account)).toBeNull();
    expect(overrideFor(base, { userId: USER, businessId: '' })).toBeNull();
    expect(overrideFor(null, account)).toBeNull();
  });

  it('ends by itself at its expiry (the device goes back to the own business)', async () => {
    vi.useFakeTimers();
    try {
      setMerchantOverride({ ...base, overwriteTokenExpiry: new Date(Date.now() + 5_000).toISOString() });
      await vi.advanceTimersByTimeAsync(4_990);
      expect(overrideState.merchant?.overwritingMerchantId).toBe(OTHER);
      await vi.advanceTimersByTimeAsync(20);
      expect(overrideState.merchant).toBeNull();
      expect(JSON.parse(localStorage.getItem('bookit-business-override') ?? '{}')).toMatchObject({ merchant: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
