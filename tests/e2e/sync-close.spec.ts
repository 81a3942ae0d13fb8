import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { CustomersPage } from './pages/CustomersPage';
import { AppHooks } from './pages/AppHooks';
import { SyncServer } from './pages/SyncServer';

// A write the screen has confirmed is kept even when the tab closes at once: the next tab of the
// same browser delivers it, exactly once — whether the request had not left yet, or had reached
// the server and was still being handled when the tab went away.
const CASES = [
  { name: 'before the request left', delayMs: 0 },
  { name: 'while the request was being handled', delayMs: 1_500 },
] as const;

test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  test(`closing the tab right after the screen confirms a write (${c.name}) delivers it exactly once`, async ({ context, stack }) => {
    const server = new SyncServer(stack);
    const first = await context.newPage();
    const signIn = new SignInPage(first);
    await signIn.goto();
    await signIn.signIn(OWNER, DEMO_PASSWORD);
    await signIn.expectSignedIn();
    const customers = new CustomersPage(first);
    await customers.goto();
    const before = await server.count('customers');
    const lastName = `Closer${c.delayMs}`;

    if (c.delayMs > 0) await server.setFaults({ rate: 1, kinds: ['delay'], delayMs: c.delayMs });
    try {
      await customers.create({ firstName: 'Tab', lastName });
      await expect(first.getByRole('heading', { name: `Tab ${lastName}`, level: 1 })).toBeVisible();
      const id = /\/customers\/details\/([0-9a-f-]{36})/.exec(first.url())?.[1];
      expect(id).toBeDefined();
      await first.close({ runBeforeUnload: false });
      await server.clearFaults();

      const second = await context.newPage();
      await second.goto('/customers');
      await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const hooks = new AppHooks(second);
      await hooks.ready();
      await hooks.drain({ timeout: 30_000 });
      await expect.poll(() => server.count('customers'), { timeout: 15_000 }).toBe(before + 1);
      const rows = await server.customers([id ?? '']);
      expect(rows.map((r) => [r.first_name, r.last_name, r.deleted])).toEqual([['Tab', lastName, false]]);
      expect((await server.duplicates('customers', 'last_name')).filter((d) => d.value === lastName)).toEqual([]);
      // The second tab shows the server's row, synced.
      await second.goto(`/customers/details/${id ?? ''}`);
      await expect(second.getByRole('heading', { name: `Tab ${lastName}`, level: 1 })).toBeVisible();
      await expect(second.getByText('Synced', { exact: true })).toBeVisible({ timeout: 15_000 });
    } finally {
      await server.clearFaults();
    }
  });
}
