import { expect, type Page } from '@playwright/test';

/** The booking create (/appointments/create) and details (/appointments/:id/details) screens. */
export class BookingPage {
  constructor(readonly page: Page) {}

  async gotoCreate(query: string): Promise<void> {
    await this.page.goto(`/appointments/create?${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(/New (appointment|blocked time|class)/, { timeout: 30_000 });
  }

  /** Picks `option` in the kit's select labelled `label`. */
  async choose(label: string, option: string | RegExp): Promise<void> {
    const wanted = this.page.getByRole('option', { name: option });
    // The form re-renders as the catalogue and team arrive from the replica; a press that lands
    // during one leaves the list shut, so open it until the option shows.
    await expect(async () => {
      if (!(await wanted.isVisible())) await this.page.getByRole('button', { name: new RegExp(label) }).click();
      await expect(wanted).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await wanted.click();
  }

  async newCustomer(name: string, phone: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New customer' }).click();
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByLabel('Phone').fill(phone);
  }

  async save(): Promise<string> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\/details$/, { timeout: 15_000 });
    return /\/appointments\/([0-9a-f-]{36})\/details/.exec(this.page.url())?.[1] ?? '';
  }

  history() {
    return this.page.getByRole('region', { name: 'History' }).or(this.page.locator('section[aria-labelledby="booking-history"]'));
  }

  /** The replica's occurrences of a series, by start (read straight from IndexedDB). */
  async seriesIds(seriesId: string): Promise<{ id: string; startAt: string }[]> {
    return this.page.evaluate(
      (sid) =>
        new Promise<{ id: string; startAt: string }[]>((resolve, reject) => {
          const open = indexedDB.open('bookit');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('appointments').objectStore('appointments').index('seriesId').getAll(sid);
            get.onerror = () => reject(get.error);
            get.onsuccess = () => {
              const rows = (get.result as { id: string; startAt: string }[]).map((r) => ({ id: r.id, startAt: r.startAt }));
              open.result.close();
              resolve(rows.sort((a, b) => a.startAt.localeCompare(b.startAt)));
            };
          };
        }),
      seriesId,
    );
  }

  async seriesIdOf(id: string): Promise<string | null> {
    return this.page.evaluate(
      (rowId) =>
        new Promise<string | null>((resolve, reject) => {
          const open = indexedDB.open('bookit');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('appointments').objectStore('appointments').get(rowId);
            get.onsuccess = () => {
              open.result.close();
              resolve((get.result as { seriesId: string | null } | undefined)?.seriesId ?? null);
            };
          };
        }),
      id,
    );
  }
}
