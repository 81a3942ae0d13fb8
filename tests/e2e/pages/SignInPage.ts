import { expect, type Page } from '@playwright/test';

export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/auth');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  }
}

/**
 * Signs in and waits for the first pull to finish ("All changes saved"), for screens that need the
 * replica. The first pull of the demo salon can take a while on a busy machine.
 */
export async function signInSynced(page: Page, email: string, password: string): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  await signIn.expectSignedIn();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 150_000 });
}
