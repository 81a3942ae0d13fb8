import { test, expect } from './fixtures';
import { serverRows, signInAtTill } from './pages/CheckoutPage';
import { InvoicesPage } from './pages/InvoicesPage';

// Issue 18: the demo salon e-invoices through the local MyInvois sandbox. Its tax identity is
// checked at each field; an invoice made offline is submitted by the server once it syncs,
// validated, and shows its validation QR code; its PDF downloads with it.
test.describe.configure({ mode: 'serial' });

test('the tax identity is checked field by field', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAtTill(page);
  await page.goto('/settings/business/einvoice');
  const tin = page.getByRole('textbox', { name: 'Tax identification number (TIN)' });
  await expect(tin).toHaveValue('C2584563200', { timeout: 30_000 });
  await tin.fill('12345');
  await tin.press('Tab');
  await expect(page.getByText('Enter a TIN in the LHDN format, for example C2584563200.')).toBeVisible();
  const msic = page.getByRole('textbox', { name: 'MSIC code' });
  await msic.fill('9602');
  await msic.press('Tab');
  await expect(page.getByText('Enter a five-digit MSIC code.')).toBeVisible();
  await tin.fill('C2584563200');
  await msic.fill('96020');
  await msic.press('Tab');
  await expect(page.getByText('Enter a TIN in the LHDN format, for example C2584563200.')).toHaveCount(0);
  await expect(page.getByText('Enter a five-digit MSIC code.')).toHaveCount(0);
});

test('an invoice made offline is submitted once synced, validated, and carries its QR code and PDF', async ({ page, network, stack }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  const invoices = new InvoicesPage(page);
  await invoices.gotoCreate();
  await network.unplug();
  await invoices.fillBuyer('Daniel Lim', 'Kinetic Studio Sdn Bhd');
  await page.getByRole('textbox', { name: 'Tax identification number (TIN)' }).fill('C1234567890');
  await page.getByRole('textbox', { name: /^Registration number/ }).fill('202001012345');
  await invoices.fillLine(1, 'Staff grooming day', '10', '65');
  const id = await invoices.issue();
  await expect(page.getByText('Waiting to sync')).toBeVisible();

  await network.plug();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-[A-Z0-9]+-\d{6}$/, { timeout: 30_000 });
  const einvoice = page.getByRole('region', { name: 'E-invoice (MyInvois)' });
  await expect(einvoice.getByText('Valid', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(einvoice.getByRole('img', { name: "QR code of the e-invoice's validation link" })).toBeVisible();
  const link = await einvoice.getByRole('link', { name: 'Open the validation link' }).getAttribute('href');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Z0-9]{26}\/share\/[A-Z0-9]{40}$/);
  const [row] = await serverRows(stack, 'invoices', [id]);
  expect(row?.einvoice).toMatchObject({ state: 'valid', validationUrl: link });
  // The sandbox's public page for the link answers that the document is valid.
  expect(await (await fetch(link ?? '')).text()).toContain('Status Valid');
  await expect(einvoice.getByRole('button', { name: 'Cancel e-invoice' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-[A-Z0-9]+-\d{6}\.pdf$/);

  await test.step('the e-invoice documents the server makes on its own are listed apart, with their filters', async () => {
    await page.goto('/invoice');
    await page.getByRole('link', { name: 'E-invoice documents' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-invoice documents');
    for (const name of ['Type', 'Status', 'Month']) await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    // The demo's own: the last two months' consolidated e-invoices and the refund note of a later refund, validated by the sandbox.
    const list = page.getByRole('list', { name: 'E-invoice documents' });
    await expect(list.getByRole('link')).toHaveCount(3, { timeout: 30_000 });
    await expect(list.getByText(/^Consolidated e-invoice · /)).toHaveCount(2);
    const note = list.getByRole('link').filter({ hasText: /Consolidated refund note · / });
    await expect(note.getByText('Valid', { exact: true })).toBeVisible({ timeout: 60_000 });
    await note.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Consolidated refund note CN-/);
    await expect(page.getByText(/Refund of receipt [A-Z0-9]+-/)).toBeVisible();
  });
});
