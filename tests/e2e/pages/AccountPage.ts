import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in user's own account pages (/settings/account/general and /notifications). */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async openGeneral(): Promise<void> {
    await this.page.goto('/settings/account/general');
    await expect(this.page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.field('First name')).toBeVisible({ timeout: 30_000 });
  }

  async openNotifications(): Promise<void> {
    await this.page.goto('/settings/account/notifications');
    await expect(this.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.switch('Low stock')).toBeVisible({ timeout: 30_000 });
  }

  /** A text field by the start of its name (optional ones read "Last name (Optional)"). */
  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  switch(name: string): Locator {
    return this.page.getByRole('switch', { name, exact: true });
  }

  /** Flips a switch by its label, as a person taps it. */
  async toggle(name: string): Promise<void> {
    await this.page.getByRole('main').getByText(name, { exact: true }).click();
  }

  get photo(): Locator {
    return this.page.getByRole('img', { name: 'Photo', exact: true });
  }

  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type="file"]').first().setInputFiles(file);
  }

  unsavedBanner(): Locator {
    return this.page.getByRole('region', { name: 'Unsaved changes' });
  }

  /** Saves through the unsaved-changes banner and waits for it to go. */
  async save(): Promise<void> {
    await this.unsavedBanner().getByRole('button', { name: 'Save changes' }).click();
    await expect(this.unsavedBanner()).toHaveCount(0);
  }
}
