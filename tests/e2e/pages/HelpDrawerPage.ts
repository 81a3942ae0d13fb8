import { expect, type Locator, type Page } from '@playwright/test';

/** The help drawer: its search, cards, quick view and Back (labels in English unless given). */
export class HelpDrawerPage {
  constructor(
    readonly page: Page,
    private readonly labels = { help: 'Help', more: 'More tools' },
  ) {}

  /** The header's help button (wider screens). */
  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.labels.help, exact: true });
  }

  /** The header's tools menu (phones), which holds Help. */
  get moreTools(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.labels.more, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.labels.help });
  }

  get search(): Locator {
    return this.dialog.getByRole('searchbox');
  }

  /** The quick view's title (the drawer's own title is the level-3 heading). */
  quickTitle(name: string): Locator {
    return this.dialog.getByRole('heading', { level: 4, name, exact: true });
  }

  async open(): Promise<Locator> {
    await expect(this.button.or(this.moreTools).first()).toBeVisible();
    if (await this.button.isVisible()) {
      await this.button.click();
    } else {
      await this.moreTools.click();
      await this.page.getByRole('menuitem', { name: this.labels.help, exact: true }).click();
    }
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { level: 4 }).first()).toBeVisible();
    return this.dialog;
  }

  /** Types a search and waits for its results (English label unless `resultsLabel` is given). */
  async searchFor(text: string, resultsLabel = `Results for “${text}”`): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await expect(this.dialog.getByText(resultsLabel)).toBeVisible();
  }

  /** A card (button) in the drawer by the name it reads. */
  card(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }

  section(name: string): Locator {
    return this.dialog.getByRole('region', { name });
  }

  async back(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Back', exact: true }).click();
  }
}
