import { expect, type Page } from '@playwright/test';

/** The customer record (/customers/details/:id): header, tabs, profile form, actions menu. */
export class CustomerRecordPage {
  constructor(private readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  get profile() {
    return this.page.getByRole('form', { name: 'Profile' });
  }

  idFromUrl(): string {
    const match = /\/customers\/details\/([^/?#]+)/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`Not on a customer record: ${this.page.url()}`);
    return match[1];
  }

  async saveChanges(): Promise<void> {
    const banner = this.page.getByRole('region', { name: 'Unsaved changes' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Save changes' }).click();
    await expect(banner).toBeHidden();
  }

  async action(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Actions' }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }
}
