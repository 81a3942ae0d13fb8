import { expect, type Page } from '@playwright/test';

/** The invoice screens: create, details (payments), list. */
export class InvoicesPage {
  constructor(readonly page: Page) {}

  async gotoCreate(): Promise<void> {
    await this.page.goto('/invoice/create');
    // A lazy screen on a busy machine can take a while the first time.
    await expect(this.page.getByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  async fillBuyer(name: string, company: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Contact name' }).fill(name);
    await this.page.getByRole('textbox', { name: 'Company' }).fill(company);
  }

  /** Fills line n (1-based) of the form. */
  async fillLine(n: number, description: string, quantity: string, unitPrice: string): Promise<void> {
    const lines = this.page.getByRole('group', { name: 'Invoice lines' });
    await lines.getByRole('textbox', { name: `Line ${n} description` }).fill(description);
    await lines.getByRole('textbox', { name: 'Qty' }).nth(n - 1).fill(quantity);
    await lines.getByRole('textbox', { name: 'Qty' }).nth(n - 1).press('Tab');
    await lines.getByRole('textbox', { name: 'Unit price' }).nth(n - 1).fill(unitPrice);
    await lines.getByRole('textbox', { name: 'Unit price' }).nth(n - 1).press('Tab');
  }

  totals() {
    return this.page.getByRole('region', { name: 'Totals' });
  }

  async issue(): Promise<string> {
    await this.page.getByRole('button', { name: 'Issue invoice' }).click();
    await this.page.waitForURL(/\/invoice\/details\//);
    return this.page.url().split('/').pop() ?? '';
  }

  async recordPayment(amount: string, method: 'Cash' | 'Bank transfer' | 'Card', reference = ''): Promise<void> {
    await this.page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await dialog.getByRole('textbox', { name: 'Amount' }).press('Tab');
    await dialog.getByRole('button', { name: /Method/ }).click();
    await this.page.getByRole('option', { name: method }).click();
    if (reference !== '') await dialog.getByRole('textbox', { name: /Reference/ }).fill(reference);
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await expect(dialog).toBeHidden();
  }

  payments() {
    return this.page.getByRole('region', { name: 'Payments' });
  }
}
