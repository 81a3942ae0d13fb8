import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Dexie } from 'dexie';
import { BookitDb } from '@/data/db';
import type { SyncWorkerApi } from '@workers/sync/api';
import type { FetchLike, GetToken } from '@workers/sync/http';
import { leaderLockName, type LeaderLocks } from '@workers/sync/leader';
import { createWorkerApi } from '@workers/sync/worker-api';
import type { IdentitySettings } from '@server/http/auth';

/**
 * A simulated device for the sync property test (sync-property.test.ts): tabs, each with its
 * main-thread replica connection and its sync worker (the real createWorkerApi) over one
 * IndexedDB (fake-indexeddb), one network cable, one signed-in account, Web Locks shared by the
 * tabs, and an identity provider whose tokens the real API verifies.
 */

export interface PropUser {
  id: string;
  businessId: string;
  email: string;
}

/**
 * Signs identity tokens the API verifies as Cognito's (RS256, issuer, audience, token_use),
 * with a JWKS served on loopback. Minting them here, rather than signing in to the emulator,
 * gives any number of users per run and tokens that are truly expired.
 */
export interface TestIdentity {
  settings: IdentitySettings;
  mint(user: PropUser, options?: { expired?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'sync-property', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: IdentitySettings = {
    issuer: `${base}/sync-property-pool`,
    userPoolId: 'sync-property-pool',
    clientId: 'sync-property-client',
    jwksUrl: `${base}/.well-known/jwks.json`,
  };
  return {
    settings,
    mint(user, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_use: 'id', 'custom:businessId': user.businessId, 'custom:userId': user.id, email: user.email })
        .setProtectedHeader({ alg: 'RS256', kid: 'sync-property' })
        .setIssuer(settings.issuer)
        .setAudience(settings.clientId)
        .setSubject(user.id)
        .setIssuedAt(options.expired === true ? now - 7200 : now)
        .setExpirationTime(options.expired === true ? now - 3600 : now + 3600)
        .sign(privateKey);
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Exclusive Web Locks for one device's tabs: requests queue per name, released when the callback settles. */
class DeviceLocks {
  private readonly holders = new Map<string, string>();
  private readonly queues = new Map<string, { tab: string; run: () => void }[]>();

  forTab(tab: string): LeaderLocks {
    return { request: (name, options, callback) => this.request(tab, name, options.signal, callback) };
  }

  holder(name: string): string | undefined {
    return this.holders.get(name);
  }

  private request(tab: string, name: string, signal: AbortSignal, callback: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const run = () => {
        this.holders.set(name, tab);
        callback().then(
          () => {
            this.release(name);
            resolve();
          },
          (error: unknown) => {
            this.release(name);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      };
      if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
      if (!this.holders.has(name)) return run();
      const queue = this.queues.get(name) ?? [];
      const waiter = { tab, run };
      queue.push(waiter);
      this.queues.set(name, queue);
      signal.addEventListener(
        'abort',
        () => {
          const i = queue.indexOf(waiter);
          if (i < 0) return;
          queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        },
        { once: true },
      );
    });
  }

  private release(name: string): void {
    this.holders.delete(name);
    this.queues.get(name)?.shift()?.run();
  }
}

/** How a crash meets the tab's next request: before it leaves, or once its answer is back. */
export type CrashPoint = 'before-next-request' | 'after-next-response';

export interface Tab {
  id: string;
  /** The page's connection (mutations), default durability. */
  main: BookitDb;
  /** The worker's connection, relaxed durability. */
  worker: BookitDb;
  api: SyncWorkerApi;
  crashAt: CrashPoint | null;
  gone: boolean;
  /** A mutation under way on the page: a crash lands before or after it, never inside it. */
  writing: Promise<unknown> | null;
}

let devices = 0;

/**
 * The replica as release `level` of the app declares it: every real schema version, then one
 * test-only version per simulated upgrade (an index added to or dropped from `meta`), so a
 * device can be upgraded under pending outbox entries as an app update does.
 */
export function openReplica(name: string, level: number, relaxedDurability: boolean): BookitDb {
  const db = new BookitDb({ name, relaxedDurability });
  for (let k = 1; k <= level; k += 1) db.version(100 + k).stores({ meta: k % 2 === 1 ? 'key, kind' : 'key' });
  return db;
}

export class Device {
  readonly name: string;
  online = true;
  /** The identity provider cannot be reached: refreshing a token fails. */
  identityDown = false;
  schemaLevel = 0;
  account: PropUser | null = null;
  readonly tabs: Tab[] = [];
  private readonly locks = new DeviceLocks();
  private readonly tokens = new Map<string, string>();
  /** Requests on the wire (a crashed tab's included): awaited before the server is read. */
  private readonly onTheWire = new Set<Promise<unknown>>();
  private tabCount = 0;

  constructor(
    readonly apiBase: string,
    private readonly identity: TestIdentity,
  ) {
    devices += 1;
    this.name = `sync-property-${devices}`;
  }

  /** The page's token getter (Amplify's fetchAuthSession): the stored token, refreshed when forced. */
  private getToken(user: PropUser): GetToken {
    return async ({ forceRefresh }) => {
      const stored = this.tokens.get(user.id);
      if (stored !== undefined && !forceRefresh) return stored;
      if (!this.online || this.identityDown) throw new Error('identity provider unreachable');
      const fresh = await this.identity.mint(user);
      this.tokens.set(user.id, fresh);
      return fresh;
    };
  }

  /** The stored token of the signed-in user becomes one the server finds expired (the page still hands it out). */
  async expireToken(): Promise<void> {
    if (this.account === null) return;
    this.tokens.set(this.account.id, await this.identity.mint(this.account, { expired: true }));
  }

  async openTab(): Promise<Tab> {
    this.tabCount += 1;
    const id = `tab${this.tabCount}`;
    const worker = openReplica(this.name, this.schemaLevel, true);
    const tab: Tab = {
      id,
      main: openReplica(this.name, this.schemaLevel, false),
      worker,
      api: createWorkerApi({ db: worker, fetch: this.fetchFor(() => tab), locks: this.locks.forTab(id) }),
      crashAt: null,
      gone: false,
      writing: null,
    };
    this.tabs.push(tab);
    if (this.account !== null) await this.startTab(tab, this.account);
    return tab;
  }

  private startTab(tab: Tab, user: PropUser): Promise<void> {
    return tab.api.start(
      { apiBase: this.apiBase, userId: user.id, businessId: user.businessId, userEmail: user.email, online: this.online, visible: true },
      this.getToken(user),
    );
  }

  /** The tab is killed: its connections close, its requests' answers are lost, its lock is freed. */
  async crash(tab: Tab): Promise<void> {
    // IndexedDB commits a transaction whole or not at all; the test needs to know which, so a
    // crash waits for the page's mutation under way (the worker keeps running meanwhile).
    while (tab.writing !== null) await Promise.allSettled([tab.writing]);
    if (tab.gone) return;
    tab.gone = true;
    this.tabs.splice(this.tabs.indexOf(tab), 1);
    tab.main.close();
    tab.worker.close();
    // Nothing of the tab runs any more: its timers and its lock go with it.
    await tab.api.stop();
  }

  /** Runs a page mutation in the tab (see `writing`); undefined when the tab is gone. */
  async onPage<T>(tab: Tab, work: () => Promise<T>): Promise<T | undefined> {
    if (tab.gone) return undefined;
    const running = work();
    tab.writing = running;
    try {
      return await running;
    } finally {
      tab.writing = null;
    }
  }

  /** The tab is closed by the user: its worker stops, then its connections close. */
  async close(tab: Tab): Promise<void> {
    if (tab.gone) return;
    tab.gone = true;
    this.tabs.splice(this.tabs.indexOf(tab), 1);
    await tab.api.stop();
    tab.main.close();
    tab.worker.close();
  }

  /** An app update: every tab reloads into the next release, whose replica schema is one version up. */
  async upgrade(): Promise<void> {
    const open = this.tabs.length;
    for (const tab of [...this.tabs]) await this.crash(tab);
    this.schemaLevel += 1;
    for (let i = 0; i < Math.max(open, 1); i += 1) await this.openTab();
  }

  /** Signs `user` in on the device (fresh tokens): every tab restarts its sync for that account. */
  async signIn(user: PropUser): Promise<void> {
    this.tokens.set(user.id, await this.identity.mint(user));
    this.account = user;
    for (const tab of this.tabs) await this.startTab(tab, user);
  }

  /** Signs out: every tab's sync stops (unsent entries stay for that user's next sign-in). */
  async signOut(): Promise<void> {
    this.account = null;
    for (const tab of this.tabs) await tab.api.stop();
  }

  async setOnline(online: boolean): Promise<void> {
    this.online = online;
    for (const tab of this.tabs) await tab.api.setEnvironment({ online, visible: true });
  }

  /** The tab leading the signed-in account's business, once the lock has been handed over. */
  async leader(): Promise<Tab | undefined> {
    if (this.account === null || this.tabs.length === 0) return undefined;
    const name = leaderLockName(this.account.businessId);
    for (let i = 0; i < 1000; i += 1) {
      const holder = this.locks.holder(name);
      const tab = this.tabs.find((t) => t.id === holder);
      if (tab !== undefined) return tab;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`no tab took the lock ${name}`);
  }

  /** Waits for every request on the wire to be answered (or lost). */
  async drainWire(): Promise<void> {
    while (this.onTheWire.size > 0) await Promise.allSettled([...this.onTheWire]);
  }

  async dispose(): Promise<void> {
    for (const tab of [...this.tabs]) await this.close(tab);
    await this.drainWire();
    await Dexie.delete(this.name);
  }

  /**
   * The tab's network: the device's cable (offline fails at once; going offline loses the
   * answers still on the way) and the tab's life (a crash armed for the next request kills the
   * tab before it leaves, or after its answer came back, which is then never read).
   */
  private fetchFor(tabOf: () => Tab): FetchLike {
    return async (url, init) => {
      const tab = tabOf();
      if (tab.gone) throw new TypeError('Failed to fetch (the tab is gone)');
      if (tab.crashAt === 'before-next-request') {
        await this.crash(tab);
        throw new TypeError('Failed to fetch (the tab crashed)');
      }
      if (!this.online) throw new TypeError('Failed to fetch (offline)');
      const sent = fetch(url, init).then(async (response) => ({ status: response.status, headers: response.headers, text: await response.text() }));
      this.onTheWire.add(sent);
      const forget = () => this.onTheWire.delete(sent);
      sent.then(forget, forget);
      const answer = await sent;
      if (tab.crashAt === 'after-next-response') {
        await this.crash(tab);
        throw new TypeError('Failed to fetch (the tab crashed)');
      }
      if (tab.gone) throw new TypeError('Failed to fetch (the tab is gone)');
      if (!this.online) throw new TypeError('Failed to fetch (went offline)');
      return new Response(answer.text === '' ? null : answer.text, { status: answer.status, headers: answer.headers });
    };
  }
}
