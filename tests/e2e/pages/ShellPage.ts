import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures';
import { SignInPage } from './SignInPage';

/** The app shell: navigation, header tools and their drawers. */
export class ShellPage {
  constructor(readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  async signInAs(email: string, password = DEMO_PASSWORD): Promise<void> {
    const signIn = new SignInPage(this.page);
    await signIn.goto();
    await signIn.signIn(email, password);
    await signIn.expectSignedIn();
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The names of the links in the navigation, in order. */
  async navLabels(): Promise<string[]> {
    await expect(this.nav.getByRole('link').first()).toBeVisible();
    return (await this.nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  /** Small screens: opens the bottom navigation's grid (the toggle is "More", or "Settings" in the settings view). */
  async expandBottomNav(): Promise<void> {
    const toggle = this.nav.locator('button[aria-controls="bottom-nav-more"]');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** The page dots of the expanded bottom navigation. */
  get navDots(): Locator {
    return this.nav.getByRole('group', { name: 'Pages' });
  }

  navDot(page: number, of: number): Locator {
    return this.navDots.getByRole('button', { name: `Page ${page} of ${of}` });
  }

  /** Types into the settings search of the navigation (settings view). */
  async searchSettings(text: string): Promise<void> {
    await this.nav.getByRole('searchbox', { name: 'Search settings' }).fill(text);
  }

  get settingsResults(): Locator {
    return this.nav.getByRole('list', { name: 'Matching settings' });
  }

  notificationsButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  }

  /** The unread count on the notifications button (0 when there is no badge). */
  async unreadCount(): Promise<number> {
    const badge = this.page.getByRole('img', { name: /unread notification/ });
    if ((await badge.count()) === 0) return 0;
    const label = (await badge.getAttribute('aria-label')) ?? '';
    return Number(/\d+/.exec(label)?.[0] ?? '0');
  }

  async openNotifications(): Promise<Locator> {
    await this.notificationsButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Notifications' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openLanguage(): Promise<Locator> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Language' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Waits until a service worker controls the page (reloading once after the first install). */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await this.page.reload();
      await expect(this.nav).toBeVisible({ timeout: 30_000 });
    }
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  /** When the stored identity token was issued (amplify keeps it in localStorage), in seconds. */
  async idTokenIssuedAt(): Promise<number> {
    return this.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
      const payload = (key ? localStorage.getItem(key) : null)?.split('.')[1];
      if (!payload) throw new Error('no stored ID token');
      return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat: number }).iat;
    });
  }

  /** Requests waiting in the service worker's telemetry queue (workbox-background-sync's store). */
  async queuedTelemetry(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('workbox-background-sync');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('requests')) {
              db.close();
              resolve(0);
              return;
            }
            const count = db.transaction('requests').objectStore('requests').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        }),
    );
  }
}
