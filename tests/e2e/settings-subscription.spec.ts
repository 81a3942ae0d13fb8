import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { SyncServer } from './pages/SyncServer';
import { SubscriptionPage } from './pages/SubscriptionPage';
import { axeBlocking, screenshotAll } from './pages/Screens';

test.describe.configure({ timeout: 240_000 });

async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });
}

test('the owner sees the usage meters; a declined payment leaves the plan, a paid upgrade through the gateway changes it; an unpaid renewal is past due until paid, and cancelled on Free past the grace period', async ({ page, network, stack }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page);
  const subscription = new SubscriptionPage(page);
  await subscription.goto();
  await expect(subscription.currentPlan()).toHaveText('Starter', { timeout: 30_000 });
  // The server's counts against Starter: the demo's seven staff of 20 seats, two branches of five.
  await expect(subscription.meter('Staff seats')).toBeVisible({ timeout: 30_000 });
  await expect(subscription.meter('Staff seats')).toContainText('of 20');
  await expect(subscription.meter('Branches')).toContainText('2 of 5');
  await expect(subscription.meter('WhatsApp messages this month')).toContainText('of 2,000');
  await expect(page.getByText(/^Counted /)).toBeVisible();
  await expect(page.getByText('No bills yet', { exact: true })).toBeVisible();
  await expect(page.getByText(/^As of /)).toBeVisible();

  // Offline: the last known figures with their time; the plan cannot change without a connection.
  await network.unplug();
  await expect(page.getByText(/^Last known figures, counted /)).toBeVisible();
  await expect(subscription.meter('Branches')).toContainText('2 of 5');
  await expect(page.getByText(/^Last known bills, as of /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
  await network.plug();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();

  // Declined at the gateway: the callback page says so, the plan stays.
  await subscription.upgradeTo('Pro');
  await subscription.settleAtGateway('decline');
  await expect(page.getByText('Payment declined', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The business stays on the Starter plan.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await subscription.backToSubscription();
  await expect(subscription.currentPlan()).toHaveText('Starter');

  // Paid: the server checks the gateway's signature and moves the business to Pro.
  await subscription.upgradeTo('Pro');
  await subscription.settleAtGateway('pay');
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The business is now on the Pro plan.', { exact: false })).toBeVisible();
  await subscription.backToSubscription();
  await expect(subscription.currentPlan()).toHaveText('Pro', { timeout: 30_000 });
  await expect(subscription.meter('Branches')).toContainText('2 of 20');
  // The bills: the paid upgrade with its amount; the declined one can be tried again.
  const paid = subscription.bill('Upgrade to Pro').filter({ hasText: 'Paid' });
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(paid).toContainText('RM 299.00');
  await expect(subscription.bill('Upgrade to Pro').filter({ hasText: 'Declined' })).toBeVisible();

  // The renewal date comes (the renewal job falls due on the server's queue): billed, past due.
  expect(await new SyncServer(stack).runJobsNow('subscription.renew')).toBe(1);
  await expect(page.getByText('Renewal payment due', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Past due', { exact: true })).toBeVisible();
  await expect(subscription.bill('Pro renewal')).toContainText('Pending', { timeout: 30_000 });
  expect(await axeBlocking(page, 'subscription past due')).toEqual([]);
  await screenshotAll(page, 'settings-subscription-past-due');
  // Paying the renewal from the banner clears it.
  await page.getByRole('link', { name: 'Pay renewal' }).click();
  await expect(page.getByRole('heading', { name: 'Local Billplz gateway' })).toBeVisible({ timeout: 30_000 });
  await subscription.settleAtGateway('pay');
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible({ timeout: 30_000 });
  await subscription.backToSubscription();
  await expect(subscription.bill('Pro renewal')).toContainText('Paid', { timeout: 30_000 });
  await expect(page.getByText('Renewal payment due', { exact: true })).toBeHidden({ timeout: 30_000 });
  await expect(subscription.currentPlan()).toHaveText('Pro');

  // The next renewal left unpaid past the grace period: cancelled, on Free (its limits), and a way back.
  const server = new SyncServer(stack);
  expect(await server.runJobsNow('subscription.renew')).toBe(1);
  await expect(page.getByText('Renewal payment due', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await server.runJobsNow('subscription.lapse')).toBeGreaterThan(0);
  await expect(page.getByText('Subscription cancelled', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(subscription.currentPlan()).toHaveText('Free');
  await expect(subscription.meter('Branches')).toContainText('2 of 1');
  await expect(subscription.bill('Pro renewal').filter({ hasText: 'Expired' })).toBeVisible({ timeout: 30_000 });
  await subscription.upgradeTo('Pro');
  await subscription.settleAtGateway('pay');
  await expect(page.getByText('The business is now on the Pro plan.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await subscription.backToSubscription();
  await expect(subscription.currentPlan()).toHaveText('Pro', { timeout: 30_000 });
  await expect(page.getByText('Subscription cancelled', { exact: true })).toBeHidden();
  expect(await axeBlocking(page, 'subscription')).toEqual([]);
  await screenshotAll(page, 'settings-subscription');
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('button', { name: 'Change to Starter' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
