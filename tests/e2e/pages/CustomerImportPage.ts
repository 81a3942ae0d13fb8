import { expect, type Page } from '@playwright/test';

/** `/customers/bulkUpload`: file, mapping, preview, import progress and its closing figures. */
export class CustomerImportPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { name: 'Import customers', level: 1 });
  }

  async chooseFile(name: string, csv: string): Promise<void> {
    await this.page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(this.page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  }

  async checkRows(): Promise<void> {
    await this.page.getByRole('button', { name: 'Check rows' }).click();
    await expect(this.page.getByRole('heading', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  }

  count(kind: 'valid' | 'invalid' | 'duplicate' | 'existing') {
    return this.page.getByTestId(`import-count-${kind}`).locator('dd');
  }

  /** Downloads the rows with problems and returns the file's text. */
  async downloadFailed(): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download rows with problems' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
  }

  get tally() {
    return this.page.getByTestId('import-tally');
  }
}
