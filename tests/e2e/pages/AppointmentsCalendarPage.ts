import { expect, type Locator, type Page } from '@playwright/test';

const SLOT_HEIGHT = 24;
const INTERVAL = 15;

/** The appointment calendar (/appointments/calendar): columns by member, blocks, slots. */
export class AppointmentsCalendarPage {
  constructor(readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/appointments/calendar${query}`);
    await expect(this.page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  columns(): Locator {
    return this.page.getByRole('region', { name: 'Appointments by team member' }).getByRole('group');
  }

  column(name: string): Locator {
    return this.columns().filter({ has: this.page.getByText(name, { exact: true }) });
  }

  body(name: string): Locator {
    return this.column(name).locator('.cal-column__body');
  }

  blocks(name: string): Locator {
    return this.body(name).locator('.cal-block');
  }

  block(id: string): Locator {
    return this.page.locator(`.cal-block[data-block-id="${id}"]`);
  }

  /** Clicks the empty slot at `minute` (from midnight) in a member's column. */
  async clickSlot(name: string, minute: number): Promise<void> {
    await this.scrollToMinute(minute);
    await this.body(name).click({ position: { x: 10, y: (minute / INTERVAL) * SLOT_HEIGHT + SLOT_HEIGHT / 2 } });
  }

  async scrollToMinute(minute: number): Promise<void> {
    await this.page.locator('.cal-scroll').evaluate((el, top) => el.scrollTo({ top }), Math.max(0, (minute / INTERVAL) * SLOT_HEIGHT - 48));
  }

  /** Drags with the mouse from the middle of `from` by a number of columns and slots. */
  async dragBy(from: Locator, columns: number, slots: number, columnWidth = 180): Promise<void> {
    const box = await from.boundingBox();
    if (!box) throw new Error('nothing to drag');
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 10);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + 8, y + 8, { steps: 2 });
    await this.page.mouse.move(x + columns * columnWidth, y + slots * SLOT_HEIGHT, { steps: 12 });
    await this.page.mouse.up();
  }

  /** The minute of the day where a block starts in its column. */
  async minuteOf(block: Locator): Promise<number> {
    const top = await block.evaluate((el) => (el as HTMLElement).offsetTop);
    return (top / SLOT_HEIGHT) * INTERVAL;
  }

  async heightOf(block: Locator): Promise<number> {
    return block.evaluate((el) => (el as HTMLElement).offsetHeight);
  }

  resizeHandle(block: Locator): Locator {
    return block.getByRole('button', { name: /^Change the end of/ });
  }

  slotCursor(): Locator {
    return this.page.getByRole('button', { name: /^Book with/ });
  }

  announcement(): Locator {
    return this.page.getByRole('status').filter({ hasText: /./ }).last();
  }
}
