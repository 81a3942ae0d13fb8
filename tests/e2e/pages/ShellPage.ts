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

  /** The side navigation's fold button (640 px and wider), found in any language. */
  get sideNavToggle(): Locator {
    return this.page.locator('nav .side-nav__toggle');
  }

  /** The bottom navigation's "More" button (phones), found in any language. */
  get bottomNavToggle(): Locator {
    return this.page.locator('nav button[aria-controls="bottom-nav-more"]');
  }

  /** Resizes the window and waits for the navigation that width gets (bottom under 640 px, side from there). */
  async resizeTo(width: number, height = 800): Promise<void> {
    await this.page.setViewportSize({ width, height });
    await expect(width < 640 ? this.bottomNavToggle : this.sideNavToggle).toBeVisible();
  }

  /** Folds or unfolds the side navigation, or opens or shuts the bottom navigation's grid on a phone. */
  async toggleNav(): Promise<void> {
    const toggle = this.sideNavToggle.or(this.bottomNavToggle);
    const expanded = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  }

  /** Switches the app's language as its preference is stored, and reloads into it. */
  async useLanguage(locale: string): Promise<void> {
    await this.page.evaluate((l) => localStorage.setItem('bookit-locale-preferences', JSON.stringify({ locale: l })), locale);
    await this.page.reload();
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale, { timeout: 30_000 });
  }

  /** Waits for the page's heading and for the header to say everything is synced. */
  async expectSettled(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('banner').getByRole('status')).toHaveAttribute('data-state', 'online', { timeout: 30_000 });
  }

  /** How far the page reaches past the window's right edge, in CSS pixels (0 or less: no sideways scroll). */
  async sidewaysSpill(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** Header buttons and links that are cut off by the window, unnamed, or lying over one another, one line each. */
  async headerControlProblems(): Promise<string[]> {
    return this.page.evaluate(() => {
      const header = document.querySelector('header');
      if (!header) return ['no header'];
      const controls = [...header.querySelectorAll<HTMLElement>('button, a')].filter((el) => el.getClientRects().length > 0);
      const nameOf = (el: HTMLElement) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      const problems: string[] = [];
      const boxes = controls.map((el) => ({ name: nameOf(el), box: el.getBoundingClientRect() }));
      for (const { name, box } of boxes) {
        if (!name) problems.push('a control without a name');
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`${name} is cut off (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 1 && down > 1) problems.push(`${a.name} overlaps ${b.name}`);
        }),
      );
      return problems;
    });
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
