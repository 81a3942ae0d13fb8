import { expect, type Page } from '@playwright/test';

/** The catalogue screens: services and products lists, create and details forms. */
export class CataloguePage {
  constructor(readonly page: Page) {}

  async gotoList(kind: 'services' | 'products'): Promise<void> {
    await this.page.goto(`/catalogues/${kind}`);
    await expect(this.page.getByRole('heading', { name: kind === 'services' ? 'Services' : 'Products', level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  list(kind: 'services' | 'products') {
    return this.page.getByRole('list', { name: kind === 'services' ? 'Services' : 'Products' });
  }

  async search(label: string, text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: label }).fill(text);
  }

  /** A field by its label, with or without the '(Optional)' marker. */
  field(name: string) {
    const label = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}( \\(Optional\\))?$`) });
  }

  /** Fills a text or number field (number fields take their value on blur). */
  async fill(name: string, value: string): Promise<void> {
    const field = this.field(name);
    await field.fill(value);
    await field.press('Tab');
  }

  /** Picks an option of a select by its label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(label) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  unsavedBanner() {
    return this.page.getByRole('region', { name: 'Unsaved changes' });
  }
}
