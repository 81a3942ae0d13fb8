import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import type { StackProcess } from './stack-process';
import { CataloguePage } from './pages/CataloguePage';
import { replicaRows, serverRows } from './pages/CheckoutPage';
import { signInSynced } from './pages/SignInPage';
import { TeamPage } from './pages/TeamPage';

// A member's commission pattern, set on their page (issue 17): one choice per kind of items the
// patterns pay on. Priya is seeded on "Therapists" (services, every category) and "Retail products".
const PRIYA = '0195f0a0-0000-7000-8000-0000000000a4';
const MANAGER_ID = '0195f0a0-0000-7000-8000-0000000000a2';
const MANAGER = 'manager@demo.test';
const THERAPISTS = 'Therapists: face, nails and body';
const RETAIL = 'Retail products';
const SCOPE = /Services, every category$/;
const SHOTS = 'tests/e2e/screenshots';

interface PatternReplica {
  id: string;
  name: string;
}

/** Each pattern's members as the server holds them, by id. */
async function serverMembers(stack: StackProcess, ids: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await serverRows(stack, 'commission_patterns', ids);
  return Object.fromEntries(rows.map((r) => [String(r.id), r.deleted === true ? [] : ((r.member_ids ?? []) as string[])]));
}

test('an owner moves a member to another commission pattern from the member page, and back', async ({ page, stack }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced(page, OWNER, DEMO_PASSWORD);

  // A second pattern on the same items as "Therapists", with nobody on it yet.
  const senior = `Senior therapists ${Date.now()}`;
  const catalogue = new CataloguePage(page);
  await page.goto('/catalogues/commissionPattern/create');
  await expect(page.getByRole('heading', { name: 'New commission pattern', level: 1 })).toBeVisible({ timeout: 60_000 });
  await catalogue.fill('Name', senior);
  await catalogue.fill('Percentage of the sale (%)', '12');
  await catalogue.save();
  await expect(page.getByRole('heading', { name: senior, level: 1 })).toBeVisible();
  const patternUrl = page.url();

  const patterns = await replicaRows<PatternReplica>(page, 'commissionPatterns');
  const idOf = (name: string): string => patterns.find((p) => p.name === name)?.id ?? '';
  const [therapistsId, retailId, seniorId] = [idOf(THERAPISTS), idOf(RETAIL), idOf(senior)];
  expect([therapistsId, retailId, seniorId].every((id) => id !== '')).toBe(true);
  const ids = [therapistsId, retailId, seniorId];
  await expect.poll(async () => (await serverMembers(stack, ids))[seniorId], { timeout: 30_000 }).toEqual([]);

  // On Priya's page: her services pattern, her products pattern, none for hair.
  await page.goto(`/team/details/${PRIYA}`);
  await expect(page.getByRole('heading', { level: 1, name: /Priya Subramaniam/ })).toBeVisible({ timeout: 30_000 });
  const panel = await new TeamPage(page).tab('Commission');
  const services = panel.getByRole('button', { name: SCOPE });
  await expect(services).toContainText(THERAPISTS);
  await expect(panel.getByRole('button', { name: /Products, every category$/ })).toContainText(RETAIL);
  await expect(panel.getByRole('button', { name: /Services: Hair$/ })).toContainText('None');

  // Moved to the new pattern: off "Therapists", on the new one, still on "Retail products".
  await services.click();
  await page.getByRole('option', { name: senior }).click();
  await expect(services).toContainText(senior);
  await expect
    .poll(async () => {
      const members = await serverMembers(stack, ids);
      return [members[therapistsId]?.includes(PRIYA), members[seniorId]?.includes(PRIYA), members[retailId]?.includes(PRIYA)];
    }, { timeout: 30_000 })
    .toEqual([false, true, true]);
  await page.screenshot({ path: `${SHOTS}/team-commission-1280.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(services).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/team-commission-390.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back on "Therapists", as seeded; the pattern made for this test is deleted (nothing earned under it).
  await services.click();
  await page.getByRole('option', { name: THERAPISTS }).click();
  await expect(services).toContainText(THERAPISTS);
  await expect
    .poll(async () => {
      const members = await serverMembers(stack, ids);
      return [members[therapistsId]?.includes(PRIYA), members[seniorId]?.includes(PRIYA), members[retailId]?.includes(PRIYA)];
    }, { timeout: 30_000 })
    .toEqual([true, false, true]);
  await page.goto(patternUrl);
  await expect(page.getByRole('heading', { name: senior, level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(async () => (await serverRows(stack, 'commission_patterns', [seniorId]))[0]?.deleted, { timeout: 30_000 }).toBe(true);
});

/** The manager's "Sees commission values" right as the server holds it. */
async function serverCommissionRight(stack: StackProcess): Promise<unknown> {
  const [row] = await serverRows(stack, 'members', [MANAGER_ID]);
  return (row?.permissions as { commissions?: { view_comms_value?: boolean } } | undefined)?.commissions?.view_comms_value;
}

/** The owner sets the manager's "Sees commission values" right on the manager's page, saves, and waits for the server to hold it. */
async function setCommissionRight(page: Page, stack: StackProcess, team: TeamPage, on: boolean): Promise<void> {
  await page.goto(`/team/details/${MANAGER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: /Daniel Tan/ })).toBeVisible({ timeout: 30_000 });
  const roles = await team.tab('Roles and permissions');
  const right = roles.getByRole('switch', { name: 'Sees commission values' });
  await expect(right).toBeChecked({ checked: !on });
  await roles.getByText('Sees commission values', { exact: true }).click();
  await expect(right).toBeChecked({ checked: on });
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect.poll(() => serverCommissionRight(stack), { timeout: 30_000 }).toBe(on);
}

test('without the commission-values right a manager sees no Commission tab on a member page, nor the patterns', async ({ page, network, stack }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced(page, OWNER, DEMO_PASSWORD);
  const team = new TeamPage(page);
  await setCommissionRight(page, stack, team, false);

  // The manager, on a device of their own, may open Priya's page (team at Edit) but not her patterns.
  const { context } = await network.newDevice({ viewport: { width: 1280, height: 900 } });
  const manager = await context.newPage();
  await signInSynced(manager, MANAGER, DEMO_PASSWORD);
  await manager.goto(`/team/details/${PRIYA}`);
  await expect(manager.getByRole('heading', { level: 1, name: /Priya Subramaniam/ })).toBeVisible({ timeout: 30_000 });
  await expect(manager.getByRole('tab', { name: 'Roles and permissions' })).toBeVisible();
  await expect(manager.getByRole('tab', { name: 'Commission' })).toHaveCount(0);
  // Nor the patterns: no menu entry, and the address says the role does not allow it.
  await manager.goto('/catalogues/commissionPattern');
  await expect(manager.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible({ timeout: 30_000 });
  const menu = manager.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Reward program' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Commissions' })).toHaveCount(0);

  // The right given back (as seeded): after the manager's next pull the tab is there.
  await setCommissionRight(page, stack, team, true);
  await manager.goto(`/team/details/${PRIYA}`);
  await expect
    .poll(async () => {
      await manager.reload();
      await expect(manager.getByRole('heading', { level: 1, name: /Priya Subramaniam/ })).toBeVisible({ timeout: 30_000 });
      return manager.getByRole('tab', { name: 'Commission' }).count();
    }, { timeout: 90_000, intervals: [2_000] })
    .toBe(1);
  await context.close();
});
