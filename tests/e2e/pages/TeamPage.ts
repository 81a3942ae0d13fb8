import { expect, type Locator, type Page } from '@playwright/test';

/** The team screens (/team, /team/invite, /team/details/:id), by role and label. */
export class TeamPage {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Team' });
  }

  row(name: string | RegExp): Locator {
    return this.list.getByRole('link', { name });
  }

  /** Through the main navigation (no reload: the replica stays open). */
  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(this.page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.list).toBeVisible({ timeout: 30_000 });
  }

  async invite(m: { firstName: string; lastName: string; email: string; branch: string }): Promise<{ link: string; password: string }> {
    await this.page.getByRole('link', { name: 'Invite member' }).click();
    await this.page.getByLabel('First name').fill(m.firstName);
    await this.page.getByLabel('Last name').fill(m.lastName);
    await this.page.getByLabel('Email').fill(m.email);
    await this.page.getByRole('button', { name: /Choose branches/ }).click();
    await this.page.getByRole('option', { name: m.branch }).click();
    // Outside the popover closes it (Escape would first clear the list's selection).
    await this.page.mouse.click(5, 5);
    await expect(this.page.getByRole('dialog', { name: 'Branches' })).toBeHidden();
    await this.page.getByRole('button', { name: 'Send invite' }).click();
    await expect(this.page.getByText(`${m.firstName} ${m.lastName} is invited`)).toBeVisible();
    const link = await this.copyable('Join link');
    const password = await this.copyable('Temporary password');
    return { link, password };
  }

  private async copyable(label: string): Promise<string> {
    const field = this.page.locator('.ui-copyable', { hasText: label });
    return (await field.locator('.ui-copyable__value').innerText()).trim();
  }

  async tab(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name }).click();
    return this.page.getByRole('tabpanel', { name });
  }

  /** Chooses a level in the roles form (the select's button is named by its value, then its label). */
  async setLevel(area: string, level: string): Promise<void> {
    const panel = this.page.getByRole('tabpanel', { name: 'Roles and permissions' });
    await panel.getByRole('button', { name: new RegExp(` ${area}$`) }).click();
    await this.page.getByRole('option', { name: level, exact: true }).click();
  }

  async save(button: string): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page.getByText(/^Saved/).first()).toBeVisible();
  }
}
