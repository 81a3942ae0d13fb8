import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../fixtures';
import type { StackProcess } from '../stack-process';
import { IdentityApi } from './IdentityApi';

/** The provider admin's debug button and override modal (spec §6), and the shell's business name. */
export class OverrideTools {
  constructor(readonly page: Page) {}

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: 'Provider admin tools' });
  }

  /** The business the header names. */
  businessName(name: string): Locator {
    return this.page.getByRole('banner').getByText(name, { exact: true });
  }

  /**
   * Opens the modal from the header's Debug button, or from the More menu on a phone. (It stays
   * open while the app switches business, so it may be open already.)
   */
  async open(): Promise<Locator> {
    if (await this.modal.isVisible()) return this.modal;
    const banner = this.page.getByRole('banner');
    const debug = banner.getByRole('button', { name: 'Debug' });
    if ((await debug.count()) > 0) await debug.click();
    else {
      await banner.getByRole('button', { name: 'More tools' }).click();
      await this.page.getByRole('menuitem', { name: 'Debug' }).click();
    }
    await expect(this.modal).toBeVisible();
    await expect(this.modal.getByRole('tab', { name: 'Merchant account' })).toHaveAttribute('aria-selected', 'true');
    return this.modal;
  }

  async apply(token: string): Promise<void> {
    const modal = await this.open();
    await modal.getByLabel('Override token').fill(token);
    await modal.getByRole('button', { name: 'Check and apply' }).click();
    // In force: the token field is locked until the override is removed.
    await expect(modal.getByLabel('Override token')).toBeDisabled({ timeout: 30_000 });
  }

  async remove(): Promise<void> {
    const modal = await this.open();
    await modal.getByRole('button', { name: 'Remove override' }).click();
  }

  /** Issues an override token as the platform admin (POST /b/{own business}/overrideTokens). */
  static async issueToken(stack: StackProcess, admin: { email: string; password: string }, businessId: string): Promise<string> {
    const identity = await IdentityApi.of(stack.appUrl);
    const idToken = await identity.idToken(admin.email, admin.password);
    const response = await fetch(`${stack.apiUrl}/b/${DEMO_BUSINESS_ID}/overrideTokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ businessId, perspective: 'org-admin' }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  }
}
