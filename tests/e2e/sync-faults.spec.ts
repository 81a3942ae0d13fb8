import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { AppHooks, type WriteOp } from './pages/AppHooks';
import { SyncServer } from './pages/SyncServer';

// 1,000 writes through the app's own mutations while the server drops answers after committing,
// answers 500, resets connections or stalls (30% of writes), and the device goes offline and back
// every round. Nothing may be lost and nothing may land twice.
const ROUNDS = 10;
const PER_ROUND = 100;
const TAG = 'Chaos';

test('1,000 writes across offline/online flips with 30% server faults: none lost, none doubled', async ({ page, network, stack }) => {
  test.setTimeout(420_000);
  const server = new SyncServer(stack);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  const hooks = new AppHooks(page);
  await hooks.ready();
  const before = await server.count('customers');

  const created: { id: string; lastName: string }[] = [];
  const patches = new Map<string, number>();
  const lastNotes = new Map<string, string>();
  await server.setFaults({ rate: 0.3, kinds: ['drop-after-commit', '500', 'reset', 'delay'], delayMs: 300 });
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Even rounds are written offline; odd rounds online, while the queue is being sent.
      await (round % 2 === 0 ? network.unplug() : network.plug());
      const ops: WriteOp[] = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const target = created[(round * 37 + i * 13) % Math.max(1, created.length)];
        if (i % 5 === 4 && target) {
          const notes = `r${round}-${i}`;
          ops.push({ op: 'update', id: target.id, patch: { notes } });
          patches.set(target.id, (patches.get(target.id) ?? 0) + 1);
          lastNotes.set(target.id, notes);
        } else {
          ops.push({ op: 'create', key: `${round}-${i}`, firstName: TAG, lastName: `${TAG}-${round}-${i}` });
        }
      }
      const ids = await hooks.write(ops);
      for (const [key, id] of Object.entries(ids)) created.push({ id, lastName: `${TAG}-${key}` });
      // Online: send about half the queue, then the next round cuts the network mid-flight.
      if (round % 2 === 1) await hooks.drain({ timeout: 120_000, press: true, until: Math.floor((await hooks.unsent()) / 2) });
    }
    await network.plug();
    // Faults stay on while the queue drains; "sync now" skips the backoff wait after a failure.
    await hooks.drain({ timeout: 300_000, press: true });
  } finally {
    await network.plug();
    await server.clearFaults();
  }

  const outbox = await hooks.outbox();
  expect(outbox.total, 'nothing rejected, nothing left').toBe(0);
  const writes = created.length + [...patches.values()].reduce((a, b) => a + b, 0);
  expect(writes).toBe(ROUNDS * PER_ROUND);

  // Not lost: every created id is on the server, once, live, with its last patch.
  const rows = await server.customers(created.map((c) => c.id));
  expect(rows).toHaveLength(created.length);
  expect(rows.filter((r) => r.deleted)).toEqual([]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wrong = created.filter(({ id, lastName }) => {
    const row = byId.get(id);
    return row?.last_name !== lastName || row.notes !== (lastNotes.get(id) ?? '');
  });
  expect(wrong).toEqual([]);
  // Not doubled: the count grew by exactly the creates, no write made a second row, and no patch
  // was applied twice (each applied patch bumps the row's version once).
  expect(await server.count('customers')).toBe(before + created.length);
  const doubled = (await server.duplicates('customers', 'last_name')).filter((d) => String(d.value).startsWith(`${TAG}-`));
  expect(doubled).toEqual([]);
  const baseVersion = Math.min(...rows.map((r) => r.version));
  const overApplied = rows.filter((r) => r.version - baseVersion !== (patches.get(r.id) ?? 0));
  expect(overApplied.map((r) => [r.last_name, r.version, patches.get(r.id) ?? 0])).toEqual([]);
});
