import { expect, type Locator, type Page } from '@playwright/test';

/** The "Sync issues" screen (/sync-issues): refused changes, each with retry, edit and discard. */
export class SyncIssuesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sync-issues');
    await expect(this.page.getByRole('heading', { name: 'Sync issues', level: 1 })).toBeVisible();
  }

  get issues(): Locator {
    return this.page.getByRole('article');
  }

  issue(title: string | RegExp): Locator {
    return this.page.getByRole('article', { name: title });
  }

  async discard(title: string | RegExp): Promise<void> {
    const card = this.issue(title);
    await card.getByRole('button', { name: 'Discard' }).click();
    await expect(card.getByText(/Discard this change/)).toBeVisible();
    await card.getByRole('button', { name: 'Discard' }).click();
  }

  async expectNone(): Promise<void> {
    await expect(this.page.getByText('Everything is in sync')).toBeVisible();
    await expect(this.issues).toHaveCount(0);
  }
}
