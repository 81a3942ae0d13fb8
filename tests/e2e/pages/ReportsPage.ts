import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The reports screens: filters, headline figures, the breakdown table and exports. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  async gotoSales(): Promise<void> {
    await this.page.goto('/reports/sales');
    // A fresh device shows the screen once its first pull has landed.
    await expect(this.page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(this.summary()).toBeVisible({ timeout: 30_000 });
  }

  async choosePreset(name: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Period:/ }).click();
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByRole('button', { name: new RegExp(`^Period: ${name}`) })).toBeVisible();
  }

  /** Opens a report by its path and waits for its headline figures (named `summary`). */
  async gotoReport(path: string, heading: string, summary: string): Promise<void> {
    this.summaryName = summary;
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(this.summary()).toBeVisible({ timeout: 30_000 });
  }

  /** A relative range from the picker, e.g. the current 3 years (this one and the two before). */
  async chooseRelative(amount: number, unit: 'Days' | 'Weeks' | 'Months' | 'Years', scope: 'Current (including today)' | 'Past (before the current period)'): Promise<void> {
    await this.page.getByRole('button', { name: /^Period:/ }).click();
    const picker = this.page.getByRole('dialog');
    await picker.getByRole('tab', { name: 'Relative' }).click();
    await picker.getByRole('button', { name: /Period/ }).click();
    await this.page.getByRole('option', { name: scope }).click();
    await picker.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
    await picker.getByRole('textbox', { name: 'Amount' }).press('Tab'); // the number is taken on blur
    await picker.getByRole('button', { name: /Unit/ }).click();
    await this.page.getByRole('option', { name: unit }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(picker).toBeHidden();
  }

  private summaryName = 'Sales summary';

  summary(): Locator {
    return this.page.getByRole('group', { name: this.summaryName });
  }

  /** A headline figure's value, e.g. figure('Sales') → "12". */
  figure(label: string): Locator {
    return this.summary().getByRole('group', { name: label, exact: true }).locator('strong');
  }

  /** The report's main table (by its title). */
  table(title: string): Locator {
    return this.page.getByRole('table', { name: title });
  }

  /** A row of a table by its first cell's text. */
  row(table: Locator, name: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  async export(format: 'CSV' | 'XLSX'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export ${format}` }).click();
    return download;
  }
}
