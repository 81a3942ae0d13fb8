import { expect, type Locator, type Page } from '@playwright/test';

/** /settings/business/general (and /settings/org/business): the organisation's details form. */
export class BusinessSettingsPage {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Business details' });
  }

  get name(): Locator {
    return this.form.getByRole('textbox', { name: 'Business name' });
  }

  get shortCode(): Locator {
    return this.form.getByRole('textbox', { name: 'Short code' });
  }

  /** Through the settings menu (no reload: a fresh device may still be pulling the replica). */
  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await this.page.getByRole('main').getByRole('link', { name: 'Business' }).click();
    await expect(this.page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.name).toBeVisible({ timeout: 30_000 });
  }

  async save(): Promise<void> {
    await this.page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save changes' }).click();
    await expect(this.page.getByRole('region', { name: 'Unsaved changes' })).toBeHidden();
  }

  /** The business name the header shows (live from the replica). */
  headerName(name: string): Locator {
    return this.page.getByRole('banner').getByText(name, { exact: true });
  }
}
