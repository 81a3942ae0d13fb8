// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ReplayFailed, replayQueue, storableEntry, type ReplayEntry, type ReplayQueue } from '../../../sw/telemetry-replay';

const API = 'https://api.test';
const ACCOUNT = { userId: 'u-1', businessId: 'b-1' };

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}
const OLD = jwt({ 'custom:userId': 'u-1', 'custom:businessId': 'b-1', iat: 1 });
const FRESH = jwt({ 'custom:userId': 'u-1', 'custom:businessId': 'b-1', iat: 2 });

function post(path: string, body: unknown, token: string | null): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Request(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

class FakeQueue implements ReplayQueue {
  constructor(public entries: ReplayEntry[]) {}
  async shiftRequest() {
    return this.entries.shift();
  }
  async unshiftRequest(entry: ReplayEntry) {
    this.entries.unshift(entry);
  }
}

interface Sent {
  path: string;
  token: string | null;
  body: string;
}

/** The API: refuses the old token with 401, answers `status(path)` otherwise. */
function fakeApi(status: (path: string) => number = () => 202) {
  const sent: Sent[] = [];
  const send = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    sent.push({ path, token, body: await request.text() });
    return new Response(null, { status: token === OLD ? 401 : status(path) });
  };
  return { sent, send };
}

const clicks = { userId: 'u-1', businessId: 'b-1', events: [{ id: 'e-1' }] };
const report = { id: 'r-1', frontendErrorInput: { environment: { userId: 'u-1' } } };

describe('telemetry replay', () => {
  it('stores a request without its token, with the account it belongs to', async () => {
    const entry = await storableEntry(post('/clickstream/record', clicks, OLD));
    expect(entry.request.headers.get('authorization')).toBeNull();
    expect(await entry.request.text()).toBe(JSON.stringify(clicks));
    expect(entry.metadata).toEqual({ ...ACCOUNT, tokenRequired: true });
    // Sent without a token: a clickstream batch names its account in the body; an error report
    // made before sign-in stays anonymous.
    expect((await storableEntry(post('/clickstream/record', clicks, null))).metadata).toEqual({ ...ACCOUNT, tokenRequired: true });
    expect((await storableEntry(post('/frontendError', report, null))).metadata).toEqual({ userId: null, businessId: null, tokenRequired: false });
  });

  it('replays with a refreshed token after the stored one expired, asking the page once per account', async () => {
    const queue = new FakeQueue([
      await storableEntry(post('/frontendError', report, OLD)),
      await storableEntry(post('/clickstream/record', clicks, OLD)),
    ]);
    const api = fakeApi();
    // The page first offers its cached (expired) token; forced, it refreshes.
    const token = vi.fn(async (_account: unknown, force: boolean) => (force ? FRESH : OLD));
    await replayQueue(queue, { send: api.send, token });
    expect(queue.entries).toEqual([]);
    expect(api.sent.filter((s) => s.token === FRESH).map((s) => s.path)).toEqual(['/frontendError', '/clickstream/record']);
    expect(token.mock.calls).toEqual([
      [ACCOUNT, false],
      [ACCOUNT, true],
    ]);
  });

  it('never drops a request for a 401: one that needs a token waits for it, in order', async () => {
    const first = await storableEntry(post('/clickstream/record', { ...clicks, events: [{ id: 'e-1' }] }, OLD));
    const second = await storableEntry(post('/clickstream/record', { ...clicks, events: [{ id: 'e-2' }] }, OLD));
    const queue = new FakeQueue([first, await storableEntry(post('/frontendError', report, OLD)), second]);
    const api = fakeApi();
    // No page can refresh (offline identity service, or no page open).
    await expect(replayQueue(queue, { send: api.send, token: async (_a, force) => (force ? null : OLD) })).rejects.toBeInstanceOf(ReplayFailed);
    expect(queue.entries).toEqual([first, second]);
    // The error report went anonymously instead of waiting.
    expect(api.sent.at(-1)).toMatchObject({ path: '/frontendError', token: null });

    await replayQueue(queue, { send: api.send, token: async () => FRESH });
    expect(queue.entries).toEqual([]);
    expect(api.sent.slice(-2).map((s) => [s.token, JSON.parse(s.body).events[0].id])).toEqual([
      [FRESH, 'e-1'],
      [FRESH, 'e-2'],
    ]);
  });

  it('uses no token from a page signed in as someone else', async () => {
    const queue = new FakeQueue([await storableEntry(post('/clickstream/record', clicks, OLD))]);
    const api = fakeApi();
    await expect(replayQueue(queue, { send: api.send, token: async () => null })).rejects.toBeInstanceOf(ReplayFailed);
    expect(api.sent).toEqual([]);
    expect(queue.entries).toHaveLength(1);
  });

  it('stops at a 5xx or 429 and keeps the queue order, waiting entries first', async () => {
    const waiting = await storableEntry(post('/clickstream/record', clicks, OLD));
    const failing = await storableEntry(post('/frontendError', report, null));
    const after = await storableEntry(post('/frontendError', { ...report, id: 'r-2' }, null));
    for (const status of [503, 429]) {
      const queue = new FakeQueue([waiting, failing, after]);
      const api = fakeApi(() => status);
      await expect(replayQueue(queue, { send: api.send, token: async () => null })).rejects.toBeInstanceOf(ReplayFailed);
      expect(queue.entries).toEqual([waiting, failing, after]);
    }
  });

  it('drops a request the server refuses for good (400), and keeps going', async () => {
    const queue = new FakeQueue([await storableEntry(post('/frontendError', report, null)), await storableEntry(post('/frontendError', { id: 'r-2' }, null))]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi(() => 400);
    await replayQueue(queue, { send: api.send, token: async () => null });
    expect(queue.entries).toEqual([]);
    expect(api.sent).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('replays an entry an older worker queued with its token inside', async () => {
    const queue = new FakeQueue([{ request: post('/clickstream/record', clicks, OLD), timestamp: 1 }]);
    const api = fakeApi();
    await replayQueue(queue, { send: api.send, token: async (_a, force) => (force ? FRESH : OLD) });
    expect(queue.entries).toEqual([]);
    expect(api.sent.at(-1)).toMatchObject({ path: '/clickstream/record', token: FRESH });
  });

  it('keeps the entry at the head when the network fails', async () => {
    const entry = await storableEntry(post('/frontendError', report, null));
    const queue = new FakeQueue([entry]);
    const send = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(replayQueue(queue, { send, token: async () => null })).rejects.toThrow(/network/);
    expect(queue.entries).toEqual([entry]);
  });
});
