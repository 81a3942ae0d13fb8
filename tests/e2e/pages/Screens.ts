import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const SHOT_WIDTHS = [390, 768, 1024] as const;
const SHOTS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`;

/**
 * Opens a path inside the running app, as a link in it would (wouter follows history.pushState),
 * instead of reloading the page: a reload boots the whole app again, which is most of a screen
 * sweep's time. The first screen of a test still comes from `page.goto`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Switches the theme as the app stores it, and applies it to the open page as src/app/theme.ts
 * does (the attribute, the colour scheme the browser's own colours follow, the event charts hear).
 */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('arabica-theme', t);
    document.documentElement.dataset.theme = t;
    document.documentElement.style.colorScheme = t;
    window.dispatchEvent(new CustomEvent('bookit:theme', { detail: t }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * The WCAG 2.1 A/AA scan every e2e test uses. axe marks "label in name" (WCAG 2.5.3:
 * `label-content-name-mismatch`) experimental and skips it unless asked: it is asked here.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}

/** Lets finite animations and transitions end (bounded: one that never runs must not hold the scan). */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)), // a cancelled one rejects: it has ended too
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blocking = (violations: Violation[], where: string): string[] =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each.
 * Colours caught mid-transition (a button changing variant as data arrives during the scan) are
 * not what a user reads: the scan runs with reduced motion (the kit then switches colours at once)
 * after running animations end, and when it finds a contrast problem the page is scanned again
 * once settled and that scan's contrast findings count (a real problem is found by both).
 */
export async function axeBlocking(page: Page, where: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settleAnimations(page);
    const contrast = (line: string) => line.includes(': color-contrast (');
    const first = blocking((await axeScan(page).analyze()).violations, where);
    if (!first.some(contrast)) return first;
    await settleAnimations(page);
    const again = blocking((await axeScan(page).analyze()).violations, where);
    return [...first.filter((line) => !contrast(line)), ...again.filter(contrast)];
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** Full-page screenshots of the page as it is, at phone, tablet and small-desktop widths in both themes; none may spill sideways. */
export async function screenshotAll(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px spills sideways`).toBeLessThanOrEqual(0);
    }
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
}
