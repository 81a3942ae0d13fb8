import { test, expect } from './auth-fixtures';
import { AuthPage } from './pages/AuthPage';
import { axeScan } from './pages/Screens';

// The authentication area's views at phone and desktop widths, light and dark, for people to look
// at (tests/e2e/screenshots/, not committed), with an accessibility scan of each view.
const WIDTHS = [390, 1280] as const;
const THEMES = ['light', 'dark'] as const;
const INVITE = Buffer.from(
  JSON.stringify({ email: 'mei.tan@example.test', phone: '+60123456789', firstName: 'Mei', lastName: 'Tan', businessName: 'Demo Salon' }),
).toString('base64');

const VIEWS: { name: string; path: string; heading: string; prepare?: (auth: AuthPage) => Promise<void> }[] = [
  { name: 'sign-in', path: '/auth', heading: 'Welcome back', prepare: (auth) => auth.button('Log in').click() },
  { name: 'sign-up', path: '/signup', heading: 'Create your account' },
  { name: 'join', path: `/join?data=${encodeURIComponent(INVITE)}`, heading: 'Hi Mei Tan' },
  { name: 'join-confirm', path: '/join?view=join-confirm-email', heading: 'Confirm your email' },
  { name: 'forgot', path: '/auth?view=forget-password', heading: 'Reset your password' },
  { name: 'reset', path: '/auth?view=confirm-password-reset', heading: 'Choose a new password' },
];

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`authentication views at ${width} px, ${theme}`, async ({ page, consoleErrors }) => {
      const auth = new AuthPage(page);
      await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
      await page.addInitScript((t) => localStorage.setItem('arabica-theme', t), theme);
      for (const view of VIEWS) {
        await page.goto(view.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(auth.heading(view.heading)).toBeVisible();
        if (view.prepare) await view.prepare(auth);
        await page.screenshot({ path: `tests/e2e/screenshots/auth-${view.name}-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
        const scan = await axeScan(page).analyze();
        expect(scan.violations.map((v) => `${view.name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
