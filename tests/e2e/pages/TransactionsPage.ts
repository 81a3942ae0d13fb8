import { expect, type Locator, type Page } from '@playwright/test';

/** /transactions: the overview with its review tab, and the payments list with its filters. */
export class TransactionsPage {
  constructor(readonly page: Page) {}

  async gotoReview(): Promise<void> {
    await this.page.goto('/transactions/overview');
    await this.page.getByRole('tab', { name: /^For review/ }).click();
    await expect(this.page).toHaveURL(/\/transactions\/overview\?tab=review$/);
  }

  openList(): Locator {
    return this.page.getByRole('list', { name: 'Waiting for review' });
  }

  closedList(): Locator {
    return this.page.getByRole('list', { name: 'Closed reviews' });
  }

  async show(which: 'Waiting for review' | 'Closed'): Promise<void> {
    await this.page.getByRole('button', { name: /Show$/ }).click();
    await this.page.getByRole('option', { name: which }).click();
  }

  async gotoPayments(query = ''): Promise<void> {
    await this.page.goto(`/transactions/payments${query}`);
    await expect(this.page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  }

  payments(): Locator {
    return this.page.getByRole('list', { name: 'Payments' });
  }

  periodButton(): Locator {
    return this.page.getByRole('button', { name: /^Period:/ });
  }

  async choosePreset(name: string): Promise<void> {
    await this.periodButton().click();
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}
