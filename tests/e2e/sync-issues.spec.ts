import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER, type Network } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { AppHooks, type WriteOp } from './pages/AppHooks';
import { SyncServer } from './pages/SyncServer';
import { SyncIssuesPage } from './pages/SyncIssuesPage';

// One write among 100 is refused by the server (4xx). The 99 others land; the refused one is kept
// on the device, listed under Sync issues, and can be fixed and retried, or discarded.
const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';
/** A branch this device still offers but the server no longer has (removed on another device). */
const GONE_BRANCH = '0195f0a0-0000-7000-8000-00000000dead';

async function signedIn(page: Page): Promise<AppHooks> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  const hooks = new AppHooks(page);
  await hooks.ready();
  return hooks;
}

/** 49 creates, the given write, 50 creates: 100 writes. */
function hundredAround(middle: WriteOp, tag: string): WriteOp[] {
  const create = (i: number): WriteOp => ({ op: 'create', key: String(i), firstName: 'Batch', lastName: `${tag}${i}` });
  return [...Array.from({ length: 49 }, (_, i) => create(i)), middle, ...Array.from({ length: 50 }, (_, i) => create(49 + i))];
}

/** Another device of the same business deletes a customer. */
async function deleteOnAnotherDevice(network: Network, id: string): Promise<void> {
  const other = await network.newDevice({ timezoneId: 'Asia/Kuala_Lumpur', locale: 'en-GB' });
  try {
    const hooks = await signedIn(await other.context.newPage());
    await expect
      .poll(async () => {
        await hooks.syncNow();
        return hooks.page.evaluate((rowId) => window.__bookit?.replicaHas('customers', rowId), id);
      })
      .toBe(true);
    await hooks.write([{ op: 'delete', id }]);
    await hooks.drain({ timeout: 30_000 });
  } finally {
    await other.context.close();
  }
}

test.describe.configure({ mode: 'serial' });

test('a refused edit (unknown branch) among 100: 99 land, it is listed, then fixed and retried', async ({ page, network, stack }) => {
  const server = new SyncServer(stack);
  const hooks = await signedIn(page);
  const target = await hooks.createCustomer('Branch', 'Mover');
  await hooks.drain({ timeout: 30_000 });
  const before = await server.count('customers');
  const [original] = await server.customers([target]);

  await network.unplug();
  const ids = Object.values(await hooks.write(hundredAround({ op: 'update', id: target, patch: { branchId: GONE_BRANCH } }, 'Branchy')));
  await network.plug();
  await hooks.drain({ timeout: 60_000 });

  const outbox = await hooks.outbox();
  expect(outbox.total).toBe(1);
  expect(outbox.rejected).toEqual([
    expect.objectContaining({ rowId: target, method: 'PATCH', status: 400, errors: { branchId: 'validation.unknownBranch' } }),
  ]);
  expect(await server.count('customers')).toBe(before + 99);
  expect(await server.customers(ids)).toHaveLength(99);
  expect((await server.customers([target]))[0]?.branch_id).toBe(original?.branch_id);

  const issues = new SyncIssuesPage(page);
  await issues.goto();
  await expect(issues.issues).toHaveCount(1);
  await expect(issues.issue('Edit of customer Branch Mover')).toContainText('The branch does not exist in this business.');

  // Fix: point the edit at a branch that exists and send it again (a new request: the server
  // answers the old Idempotency-Key with its refusal).
  const entryId = outbox.rejected[0]?.id ?? '';
  await hooks.retryEntry(entryId, { branchId: BANGSAR });
  await hooks.drain({ timeout: 30_000 });
  expect((await hooks.outbox()).total).toBe(0);
  expect((await server.customers([target]))[0]?.branch_id).toBe(BANGSAR);
  await issues.expectNone();
});

test('a refused edit (customer deleted on another device) among 100: 99 land, it is listed and discarded', async ({ page, network, stack }) => {
  const server = new SyncServer(stack);
  const hooks = await signedIn(page);
  const target = await hooks.createCustomer('Gone', 'Elsewhere');
  await hooks.drain({ timeout: 30_000 });

  await network.unplug();
  await deleteOnAnotherDevice(network, target);
  const before = await server.count('customers');
  const ids = Object.values(await hooks.write(hundredAround({ op: 'update', id: target, patch: { notes: 'edited offline' } }, 'Deleted')));
  await network.plug();
  await hooks.drain({ timeout: 60_000 });

  const outbox = await hooks.outbox();
  expect(outbox.rejected).toEqual([expect.objectContaining({ rowId: target, status: 409, errors: { id: 'conflict.deleted' } })]);
  expect(outbox.total).toBe(1);
  expect(await server.count('customers')).toBe(before + 99);
  expect(await server.customers(ids)).toHaveLength(99);

  const issues = new SyncIssuesPage(page);
  await issues.goto();
  // The pulled tombstone leaves no name to show (the entry's `before` is now null): the card
  // names the record by its id.
  await expect(issues.issues).toHaveCount(1);
  const title = /^Edit of customer /;
  await expect(issues.issue(title)).toContainText('This customer was deleted.');
  await issues.discard(title);
  await issues.expectNone();
  expect((await hooks.outbox()).total).toBe(0);
  // The device goes back to the server's version: the customer is gone here too.
  await expect.poll(() => page.evaluate((id) => window.__bookit?.replicaHas('customers', id), target)).toBe(false);
  expect((await server.customers([target]))[0]?.deleted).toBe(true);
});
