import { expect, type Locator, type Page } from '@playwright/test';

/** The authentication area: its views, fields and messages, by role and label. */
export class AuthPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** One rule of the live password checklist under a new-password field. */
  passwordRule(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }

  /** Types a code into the one-box-per-character input (a paste fills every box). */
  async enterCode(code: string, name = /Character 1 of 6/): Promise<void> {
    await this.page.getByRole('textbox', { name }).first().click();
    await this.page.keyboard.insertText(code);
  }

  async fillSignUp(f: { firstName: string; lastName: string; email: string; password: string; confirmPassword?: string }): Promise<void> {
    await this.field('First name').fill(f.firstName);
    await this.page.getByLabel(/^Last name/).fill(f.lastName);
    await this.field('Email').fill(f.email);
    await this.field('Password').fill(f.password);
    await this.field('Confirm password').fill(f.confirmPassword ?? f.password);
  }

  async expectView(view: string): Promise<void> {
    await expect.poll(() => new URL(this.page.url()).searchParams.get('view')).toBe(Buffer.from(view).toString('base64'));
  }

  async expectShell(): Promise<void> {
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  }
}
