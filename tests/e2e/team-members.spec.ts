import { test, expect, OWNER } from './fixtures';
import { AuthPage } from './pages/AuthPage';
import { ShellPage } from './pages/ShellPage';
import { TeamPage } from './pages/TeamPage';

const SHOTS = 'tests/e2e/screenshots';

test.describe.configure({ mode: 'serial' });

test('the team: seeded members with roles and status; a member’s profile, hours and roles', async ({ page }) => {
  const shell = new ShellPage(page);
  const team = new TeamPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(OWNER);
  await team.open();
  await expect(team.row(/Aisyah Rahman/)).toContainText('Org admin');
  await page.getByRole('searchbox', { name: 'Search the team' }).fill('daniel');
  await expect(team.row(/Aisyah/)).toBeHidden();
  await expect(team.row(/Daniel Tan/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the team' }).fill('');
  await expect(team.row(/Aisyah/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/team-list-1280.png`, fullPage: true, animations: 'disabled' });

  await team.row(/Daniel Tan/).click();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  const hours = await team.tab('Branches and hours');
  await expect(hours.getByRole('group', { name: 'Working hours at Bangsar' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/team-details-hours-390.png`, fullPage: true, animations: 'disabled' });
});

test('invite a stylist who joins; their hours and rights are set; their menu follows a lowered right', async ({ page, network }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  const team = new TeamPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(OWNER);
  await team.open();
  const email = `mei-${Date.now().toString(36)}@example.test`;
  const { link, password } = await team.invite({ firstName: 'Mei', lastName: 'Tan', email, branch: 'Bangsar' });
  expect(link).toContain('/join?data=');
  await page.getByRole('link', { name: 'Open their profile' }).click();
  await expect(page.getByRole('heading', { name: 'Mei Tan', level: 1 })).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();

  // Hours at Bangsar: Monday all day, then a slot of 10:00 to 23:59 on Tuesday.
  const panel = await team.tab('Branches and hours');
  const bangsar = panel.getByRole('group', { name: 'Working hours at Bangsar' });
  await bangsar.getByText('Monday', { exact: true }).click();
  await expect(bangsar.getByRole('switch', { name: 'Monday' })).toBeChecked();
  await bangsar.getByRole('button', { name: 'Add time slot on Tuesday' }).click();
  await team.save('Save branches and hours');

  // Rights: all reports at View (customers stay at Edit, the invite's preset), saved.
  await team.tab('Roles and permissions');
  await team.setLevel('All reports', 'View');
  await team.save('Save roles');

  // The stylist joins from the link in another browser and sees Customers in the menu.
  const { context: other } = await network.newDevice({ viewport: { width: 1280, height: 900 } });
  const stylist = await other.newPage();
  const auth = new AuthPage(stylist);
  await stylist.goto(link);
  await expect(auth.heading('Hi Mei Tan')).toBeVisible();
  await auth.field('Password').fill('Stylist!2345');
  await auth.field('Confirm password').fill('Stylist!2345');
  await auth.button('Join').click();
  await stylist.getByLabel('Password', { exact: true }).fill(password);
  await stylist.getByRole('button', { name: 'Log in' }).click();
  await auth.field('New password').fill('Stylist!2345');
  await auth.field('Confirm password').fill('Stylist!2345');
  await auth.button('Set password and log in').click();
  await auth.expectShell();
  const stylistShell = new ShellPage(stylist);
  expect(await stylistShell.navLabels()).toContain('Customers');

  // The owner takes customers away; the stylist's menu drops it after their next pull.
  await page.reload();
  await team.tab('Roles and permissions');
  await team.setLevel('Customers', 'No access');
  await team.save('Save roles');
  await expect.poll(async () => (await stylistShell.navLabels()).includes('Customers'), { timeout: 60_000, intervals: [1_000] }).toBe(false);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await other.close();
});
