import { expect, type Locator, type Page } from '@playwright/test';

/** /settings/business/subscription, the local Billplz gateway's payment page, and /payment/callback. */
export class SubscriptionPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings/business/subscription');
    await expect(this.page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  currentPlan(): Locator {
    return this.page.getByTestId('current-plan');
  }

  meter(label: string): Locator {
    return this.page.getByRole('meter', { name: label });
  }

  /** A bill of the bills list, by what it is for (e.g. "Upgrade to Pro", "Pro renewal"). */
  bill(name: string): Locator {
    return this.page.getByRole('region', { name: 'Bills' }).getByRole('listitem', { name, exact: true });
  }

  /** Presses "Upgrade to {plan}" and lands on the gateway's page for the bill. */
  async upgradeTo(plan: string): Promise<void> {
    await this.page.getByRole('button', { name: `Upgrade to ${plan}` }).click();
    await expect(this.page.getByRole('heading', { name: 'Local Billplz gateway' })).toBeVisible({ timeout: 30_000 });
  }

  /** On the gateway's page: pay (the button names the amount) or decline; back on /payment/callback. */
  async settleAtGateway(action: 'pay' | 'decline'): Promise<void> {
    await this.page.getByRole('button', { name: action === 'pay' ? /^Pay RM/ : 'Decline' }).click();
    await expect(this.page).toHaveURL(/\/payment\/callback\?/, { timeout: 30_000 });
  }

  async backToSubscription(): Promise<void> {
    await this.page.getByRole('link', { name: 'Back to subscription' }).click();
    await expect(this.page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible({ timeout: 30_000 });
  }
}
