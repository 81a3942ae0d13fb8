import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES, type ChangesResponse, type RowMeta, type SyncedTable } from '@/lib/api-types';
import { toLocalRow } from '@/data/local-rows';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { createService, deleteService, updateService } from '@/data/mutations/catalogue';
import { enqueueMany } from '@/data/mutations/enqueue';
import { CUSTOMER_IMPORT, customerChunkRequest } from '@/data/customer-import';
import { importPlan } from '@/data/import-plan';
import { CUSTOMER_IMPORT_FIELDS, customerImportKind } from '@/lib/customers/import';
import { classifyRows, parseRows } from '@/lib/import/check';
import { guessMapping } from '@/lib/import/mapping';
import { buildApi } from '@server/api';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { Db } from '@server/db/types';
import { backends, openTestDb, type Backend, type TestDb } from './helpers/backends';
import { Device, openReplica, startTestIdentity, type PropUser, type Tab, type TestIdentity } from './helpers/sync-device';
import { describeStep, scheduleArb, type Schedule, type ServerFault, type Step } from './helpers/sync-schedule';

/**
 * The sync promise under random schedules (issue 14 §2). The real sync worker (createWorkerApi:
 * leader lock, relays, engine, outbox push and batches, pull) and the real mutations run over
 * fake-indexeddb against the real API (in process on PGlite and, like the other server tests,
 * on the real PostgreSQL; listening on loopback, with its fault injection), through random
 * schedules of writes, network flips, server faults, tab crashes, extra tabs, token expiry,
 * another user signing in and replica schema upgrades. Then, online and settled: every accepted
 * write is on the server exactly once, the replica holds exactly the server's rows of each
 * business, and nothing of one user reached another.
 *
 * SYNC_PROPERTY_RUNS=10000 for a long run; PostgreSQL runs a tenth of them unless
 * SYNC_PROPERTY_PG_RUNS says (the same engine code, so npm test stays within minutes);
 * SYNC_PROPERTY_SEED (and SYNC_PROPERTY_PATH) replay a failure, whose seed and shrunk schedule
 * fast-check prints.
 */

const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 1000);
const PG_RUNS = Number(process.env.SYNC_PROPERTY_PG_RUNS ?? Math.ceil(RUNS / 10));
const SEED = process.env.SYNC_PROPERTY_SEED === undefined ? undefined : Number(process.env.SYNC_PROPERTY_SEED);
const PATH = process.env.SYNC_PROPERTY_PATH;
const MAX_STEPS = 8;
/** How long a delayed write waits on the server. */
const DELAY_MS = 15;

interface AcceptedWrite {
  key: string;
  user: PropUser;
  table: 'customers' | 'services';
  rowId: string;
  method: string;
}

/**
 * What a user's own rows should hold on the server once everything is sent. Users update and
 * delete only rows they created, so each row's last write is known whatever order the users'
 * queues reach the server in (another user's edit of an unsent row is a refusal by design).
 */
interface ModelRow {
  table: 'customers' | 'services';
  id: string;
  owner: PropUser;
  fields: Record<string, unknown>;
  deleted: boolean;
}

interface World {
  device: Device;
  users: PropUser[];
  businesses: string[];
  accepted: AcceptedWrite[];
  rows: ModelRow[];
  /** Users who signed in on the device: settled and checked at the end. */
  signedIn: Set<PropUser>;
  counter: number;
  log: string[];
}

/** Time per step kind and per API route (SYNC_PROPERTY_TRACE=1). */
const phases = new Map<string, number>();
let testDb: TestDb;
let db: Db;
let api: FastifyInstance;
let identity: TestIdentity;
let baseUrl: string;

beforeAll(async () => {
  identity = await startTestIdentity();
});

afterAll(async () => {
  await identity.stop();
});

/** The API over a fresh database of `backend`, listening on loopback. */
async function startApi(backend: Backend): Promise<void> {
  testDb = await openTestDb(backend);
  db = testDb.db;
  api = await buildApi({ db, identity: identity.settings, corsOrigins: [], faults: true, quiet: true });
  if (process.env.SYNC_PROPERTY_TRACE) {
    api.addHook('onResponse', async (req, reply) => {
      const route = `api ${req.method} ${req.routeOptions.url ?? '?'}`;
      phases.set(route, (phases.get(route) ?? 0) + reply.elapsedTime);
      phases.set(`${route} #`, (phases.get(`${route} #`) ?? 0) + 1);
    });
  }
  await api.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}

async function stopApi(): Promise<void> {
  await api.close();
  await testDb.dispose();
}

async function setFaults(fault: ServerFault): Promise<void> {
  const body = fault === 'none' ? { rate: 0, kinds: [] } : { rate: 1, kinds: [fault], delayMs: DELAY_MS };
  const r = await fetch(`${baseUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (r.status !== 200) throw new Error(`could not set faults: ${r.status}`);
}

/** A fresh business with a branch and its members (as the fixture makes them), for one run. */
async function createBusiness(name: string, members: PropUser[]): Promise<void> {
  const businessId = members[0]?.businessId ?? '';
  const branchId = crypto.randomUUID();
  await db.tx(async (q) => {
    await lockBusiness(q, businessId);
    await q.query('INSERT INTO businesses (id, name) VALUES ($1, $2)', [businessId, name]);
    let seq = await nextSeq(q, businessId, 1 + members.length);
    await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name'], [[businessId, branchId, seq++, `${name} Main`]]);
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'email', 'org_access_level', 'branches:jsonb', 'permissions:jsonb'],
      members.map((u) => [businessId, u.id, seq++, u.email.split('@')[0] ?? 'x', u.email, 'admin', JSON.stringify([{ branchId, serviceTeam: true }]), '{}']),
    );
  });
}

async function newWorld(run: number): Promise<World> {
  const b1 = crypto.randomUUID();
  const b2 = crypto.randomUUID();
  const user = (businessId: string, name: string): PropUser => ({ id: crypto.randomUUID(), businessId, email: `${name}.${run}@property.test` });
  const users = [user(b1, 'alice'), user(b1, 'bob'), user(b2, 'chen')];
  const [alice, bob, chen] = users as [PropUser, PropUser, PropUser];
  await createBusiness(`Salon ${run}`, [alice, bob]);
  await createBusiness(`Barber ${run}`, [chen]);
  const device = new Device(baseUrl, identity);
  await device.openTab();
  await device.signIn(alice);
  return { device, users, businesses: [b1, b2], accepted: [], rows: [], signedIn: new Set([alice]), counter: 0, log: [] };
}

/** A mutation as a screen makes it, in the given tab, then the nudge the page sends its worker. */
async function write(world: World, tab: Tab, step: Extract<Step, { kind: 'write' }>): Promise<void> {
  const user = world.device.account;
  if (user === null) return;
  const options = { db: tab.main, account: { userId: user.id, businessId: user.businessId } };
  if (step.op === 'importCustomers') return importChunk(world, tab, user);
  const table = step.op.endsWith('Customer') ? 'customers' : 'services';
  const own = world.rows.filter((r) => r.owner === user && r.table === table && !r.deleted);
  const target = own.length === 0 || step.op.startsWith('create') ? undefined : own[step.pick % own.length];
  world.counter += 1;
  const n = world.counter;
  const done = await world.device.onPage(tab, async () => {
    let change: { row: ModelRow; method: string; apply: () => void };
    if (target === undefined) {
      const fields: Record<string, unknown> = table === 'customers' ? { firstName: `Client ${n}`, notes: '' } : { name: `Cut ${n}`, price: 1000 + n, durationMinutes: 30 };
      const id =
        table === 'customers'
          ? await createCustomer({ firstName: `Client ${n}`, notes: '' }, options)
          : await createService({ name: `Cut ${n}`, price: 1000 + n, durationMinutes: 30 }, options);
      const row: ModelRow = { table, id, owner: user, fields, deleted: false };
      change = { row, method: 'POST', apply: () => world.rows.push(row) };
    } else if (step.op.startsWith('update')) {
      const patch = table === 'customers' ? { notes: `note ${n}` } : { price: 1000 + n };
      if (table === 'customers') await updateCustomer(target.id, patch, options);
      else await updateService(target.id, patch, options);
      change = { row: target, method: 'PATCH', apply: () => Object.assign(target.fields, patch) };
    } else {
      if (table === 'customers') await deleteCustomer(target.id, options);
      else await deleteService(target.id, options);
      change = { row: target, method: 'DELETE', apply: () => (target.deleted = true) };
    }
    const entry = await tab.main.outbox.orderBy('seq').last();
    if (entry === undefined || entry.rowId !== change.row.id) throw new Error('the mutation left no outbox entry');
    return { ...change, key: entry.id };
  });
  if (done === undefined) return; // the tab had crashed: nothing was written
  done.apply();
  world.accepted.push({ key: done.key, user, table, rowId: done.row.id, method: done.method });
  // The page's nudge to its worker (relayed to the leader when this tab follows); not awaited.
  tab.api.nudge().catch((error: unknown) => world.log.push(`nudge failed: ${String(error)}`));
}

/** A customer import's chunk as the import screen queues it: new customers in one outbox entry. */
async function importChunk(world: World, tab: Tab, user: PropUser): Promise<void> {
  const options = { db: tab.main, account: { userId: user.id, businessId: user.businessId } };
  world.counter += 1;
  const n = world.counter;
  const kind = customerImportKind('MY');
  const mapping = guessMapping(['First name'], CUSTOMER_IMPORT_FIELDS);
  const verdicts = classifyRows(kind, parseRows(kind, [[`Imported ${n}a`], [`Imported ${n}b`], [`Imported ${n}c`]], mapping), new Map());
  const chunkId = crypto.randomUUID();
  const requests = importPlan(CUSTOMER_IMPORT, verdicts, 'skip').build(chunkId, user.businessId, new Date().toISOString());
  const done = await world.device.onPage(tab, async () => {
    await enqueueMany([customerChunkRequest(chunkId, requests)], options);
    const entry = await tab.main.outbox.orderBy('seq').last();
    if (entry === undefined || entry.id !== chunkId || entry.effect.op !== 'createMany') throw new Error('the import left no chunk entry');
    return entry.effect.rows;
  });
  if (done === undefined) return; // the tab had crashed: nothing was written
  for (const row of done) {
    const firstName = 'firstName' in row ? row.firstName : '';
    world.rows.push({ table: 'customers', id: row.id, owner: user, fields: { firstName }, deleted: false });
    world.accepted.push({ key: chunkId, user, table: 'customers', rowId: row.id, method: 'POST' });
  }
  tab.api.nudge().catch((error: unknown) => world.log.push(`nudge failed: ${String(error)}`));
}

async function apply(world: World, step: Step): Promise<void> {
  const { device } = world;
  const tabAt = (i: number): Tab | undefined => device.tabs[i % Math.max(device.tabs.length, 1)];
  switch (step.kind) {
    case 'write': {
      const tab = tabAt(step.tab);
      if (tab !== undefined) await write(world, tab, step);
      return;
    }
    case 'offline':
      return device.setOnline(false);
    case 'online':
      return device.setOnline(true);
    case 'faults':
      return setFaults(step.fault);
    case 'crash': {
      const leader = await device.leader();
      const tab = step.target === 'leader' ? leader : device.tabs.find((t) => t !== leader);
      if (tab === undefined) return;
      if (step.when === 'now') return device.crash(tab);
      tab.crashAt = step.when;
      return;
    }
    case 'openTab':
      if (device.tabs.length < 3) await device.openTab();
      return;
    case 'closeTab': {
      const tab = tabAt(step.tab);
      if (tab !== undefined) await device.close(tab);
      return;
    }
    case 'expireToken':
      await device.expireToken();
      device.identityDown = step.refreshFails;
      return;
    case 'signIn': {
      // Signing in needs the identity provider.
      const user = world.users[step.user];
      if (user === undefined || !device.online || device.identityDown) return;
      world.signedIn.add(user);
      return device.signIn(user);
    }
    case 'signOut':
      return device.signOut();
    case 'wait': {
      const leader = await device.leader();
      if (leader !== undefined) await leader.api.nudge();
      return;
    }
    case 'upgrade':
      return device.upgrade();
  }
}

/** Online, no faults, tokens refreshable: each user in turn signs in and syncs until their outbox is empty. */
async function settle(world: World): Promise<void> {
  const { device } = world;
  await setFaults('none');
  device.identityDown = false;
  for (const tab of device.tabs) tab.crashAt = null;
  await device.setOnline(true);
  if (device.tabs.length === 0) await device.openTab();
  // The signed-in user first (a sync now), then each other one signs in (their worker's start is
  // a full cycle); rounds of sync now after that, until the outbox is empty.
  const users = world.users.filter((u) => world.signedIn.has(u)).sort((a, b) => Number(b === device.account) - Number(a === device.account));
  for (const user of users) {
    const restarted = user !== device.account;
    if (restarted) await device.signIn(user);
    for (let round = 1; ; round += 1) {
      const leader = await device.leader();
      if (leader === undefined) throw new Error('no leader tab');
      await (restarted && round === 1 ? leader.api.nudge() : leader.api.syncNow());
      await device.drainWire();
      const left = await leader.main.outbox.where('[userId+businessId]').equals([user.id, user.businessId]).toArray();
      if (left.length === 0) break;
      const stuck = left.filter((e) => e.status === 'rejected' || e.status === 'held');
      if (stuck.length > 0 || round >= 5) {
        throw new Error(
          `outbox of ${user.email} not emptied: ${left.map((e) => `${e.method} ${e.path} ${e.status} ${JSON.stringify(e.error ?? null)}`).join('; ')}`,
        );
      }
    }
  }
}

/** The server's live rows of a business, per table, as its delta feed gives them. */
async function serverRows(world: World, businessId: string): Promise<Map<SyncedTable, Map<string, RowMeta>>> {
  const owner = world.users.find((u) => u.businessId === businessId);
  if (owner === undefined) throw new Error('no user for the business');
  const token = await identity.mint(owner);
  const rows = new Map<SyncedTable, Map<string, RowMeta>>(SYNCED_TABLES.map((t) => [t, new Map()]));
  let since = '0';
  for (;;) {
    const r = await fetch(`${baseUrl}/b/${businessId}/changes?since=${since}&limit=5000`, { headers: { authorization: `Bearer ${token}` } });
    if (r.status !== 200) throw new Error(`feed answered ${r.status}`);
    const page = (await r.json()) as ChangesResponse;
    for (const change of page.changes) {
      const table = rows.get(change.table);
      if (change.op === 'put') table?.set(change.id, toLocalRow(change.table, change.row as RowMeta));
      else table?.delete(change.id);
    }
    if (!page.hasMore || page.cursor === since) return rows;
    since = page.cursor;
  }
}

async function check(world: World): Promise<void> {
  const problems: string[] = [];
  const replica = openReplica(world.device.name, world.device.schemaLevel, false);
  try {
    const left = await replica.outbox.toArray();
    if (left.length > 0) problems.push(`${left.length} outbox entries left`);

    const synced = world.businesses.filter((b) => [...world.signedIn].some((u) => u.businessId === b));
    for (const businessId of synced) {
      const server = await serverRows(world, businessId);
      for (const table of SYNCED_TABLES) {
        const expected = server.get(table) ?? new Map<string, RowMeta>();
        const held = (await replica.synced(table).toArray()).filter((r) => r.businessId === businessId);
        for (const row of held) {
          const want = expected.get(row.id);
          if (want === undefined) problems.push(`replica holds ${table} ${row.id} of ${businessId}, the server does not`);
          else if (!isDeepStrictEqual(row, want)) problems.push(`replica ${table} ${row.id} differs: ${JSON.stringify(row)} vs server ${JSON.stringify(want)}`);
        }
        const heldIds = new Set(held.map((r) => r.id));
        for (const id of expected.keys()) if (!heldIds.has(id)) problems.push(`replica lacks ${table} ${id} of ${businessId}`);
      }
      // The model: each user's own rows hold the fields of their last write, or are gone.
      for (const row of world.rows.filter((r) => r.owner.businessId === businessId)) {
        const onServer = server.get(row.table)?.get(row.id) as unknown as Record<string, unknown> | undefined;
        if (row.deleted) {
          if (onServer !== undefined) problems.push(`${row.table} ${row.id} deleted by ${row.owner.email} is still on the server`);
        } else if (onServer === undefined) {
          problems.push(`${row.table} ${row.id} written by ${row.owner.email} is not on the server`);
        } else {
          for (const [field, value] of Object.entries(row.fields)) {
            if (onServer[field] !== value) problems.push(`${row.table} ${row.id}.${field} is ${JSON.stringify(onServer[field])}, last written ${JSON.stringify(value)}`);
          }
        }
      }
      const foreign = [...(server.get('customers')?.values() ?? []), ...(server.get('services')?.values() ?? [])].filter(
        (r) => !world.rows.some((m) => m.id === r.id && m.owner.businessId === businessId),
      );
      if (foreign.length > 0) problems.push(`business ${businessId} holds rows nobody of it wrote: ${foreign.map((r) => r.id).join(', ')}`);
    }

    // Exactly once, and by whom: each accepted write's key is stored once with a success, and
    // changed its row once, as its own user.
    const keys = JSON.stringify(world.accepted.map((w) => w.key));
    const stored = await db.query<{ key: string; business_id: string; status: number | null }>(
      `SELECT key::text AS key, business_id::text AS business_id, status FROM idempotency_keys
       WHERE key IN (SELECT jsonb_array_elements_text($1::text::jsonb)::uuid)`,
      [keys],
    );
    const audit = await db.query<{ key: string | null; actor: string | null; business_id: string; entity: string; entity_id: string }>(
      `SELECT idempotency_key::text AS key, actor_id::text AS actor, business_id::text AS business_id, entity, entity_id
       FROM audit_log WHERE business_id IN ($1, $2) AND entity IN ('customers', 'services')`,
      world.businesses,
    );
    for (const w of world.accepted) {
      // One stored answer per key (an import chunk's rows share their chunk's key).
      const answers = stored.filter((s) => s.key === w.key);
      const answer = answers[0];
      if (answers.length !== 1 || answer === undefined) problems.push(`${w.method} ${w.table} ${w.rowId} (key ${w.key}) stored ${answers.length} times`);
      else if (answer.business_id !== w.user.businessId) problems.push(`key ${w.key} of ${w.user.email} landed in business ${answer.business_id}`);
      else if (answer.status === null || answer.status >= 300) problems.push(`${w.method} ${w.table} ${w.rowId} answered ${answer.status}`);
      const changes = audit.filter((a) => a.key === w.key && a.entity_id === w.rowId);
      if (changes.length !== 1) problems.push(`${w.method} ${w.table} ${w.rowId} (key ${w.key}) changed its row ${changes.length} times`);
      for (const c of changes) if (c.actor !== w.user.id || c.business_id !== w.user.businessId) problems.push(`key ${w.key} of ${w.user.email} applied as ${c.actor} in ${c.business_id}`);
    }
    const acceptedKeys = new Set(world.accepted.map((w) => w.key));
    for (const a of audit) if (a.key === null || !acceptedKeys.has(a.key)) problems.push(`a write nobody accepted changed ${a.entity} ${a.entity_id} (key ${a.key})`);
  } finally {
    replica.close();
  }
  if (problems.length > 0) throw new Error(`sync promise broken:\n  ${problems.join('\n  ')}`);
}

let runs = 0;
/** The run under way: the engine's console reports go to its log. */
let current: World | null = null;

const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  try {
    return await work();
  } finally {
    phases.set(phase, (phases.get(phase) ?? 0) + performance.now() - t);
  }
};

async function runSchedule(schedule: Schedule): Promise<void> {
  runs += 1;
  if (runs % 250 === 0) console.info(`[sync property] ${runs} schedules, ${(process.cpuUsage().user / 1e6).toFixed(0)} s CPU so far`);
  const world = await timed('newWorld', () => newWorld(runs));
  current = world;
  const done: string[] = [];
  try {
    for (const step of schedule.steps) {
      done.push(describeStep(step));
      await timed(step.kind, () => apply(world, step));
    }
    done.push('settle: online, no faults, each user signs in and syncs');
    await timed('settle', () => settle(world));
    await timed('check', () => check(world));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n  after: ${done.join(' → ')}\n  ${world.log.slice(-20).join('\n  ')}`, { cause: error });
  } finally {
    await timed('dispose', async () => {
      await setFaults('none');
      await world.device.dispose();
    });
  }
}

describe.each(backends())('the sync promise under random schedules on $name', (backend) => {
  const numRuns = backend.name === 'postgres' ? PG_RUNS : RUNS;
  beforeAll(async () => {
    runs = 0;
    await startApi(backend);
  });
  afterAll(stopApi);

  it(
    `holds for ${numRuns} schedules`,
    async () => {
      const started = Date.now();
      const cpu = process.cpuUsage();
      // The engine reports each failed request and stopped cycle; thousands of expected ones would
      // bury the test's own output. They are kept for a failing run's report instead.
      const original = { error: console.error, warn: console.warn };
      const quiet = (...args: unknown[]) => void current?.log.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
      console.error = quiet;
      console.warn = quiet;
      try {
        await fc.assert(fc.asyncProperty(scheduleArb(MAX_STEPS), runSchedule), {
          numRuns,
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH === undefined ? {} : { path: PATH }),
        });
      } finally {
        console.error = original.error;
        console.warn = original.warn;
      }
      if (process.env.SYNC_PROPERTY_TRACE) console.info([...phases].map(([k, v]) => `${k}: ${Math.round(v)} ms`).join('\n'));
      const used = process.cpuUsage(cpu);
      console.info(
        `[sync property] ${backend.name}: ${runs} schedules (shrinking included) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU`,
      );
      expect(runs).toBeGreaterThanOrEqual(numRuns);
    },
    Math.max(600_000, numRuns * 2_000),
  );
});
