import { expect, type Page } from '@playwright/test';
import type { StackProcess } from '../stack-process';
import { DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from '../fixtures';
import { SignInPage } from './SignInPage';

/** Signs the owner in and waits for the service worker, which serves the lazy screens offline. */
export async function signInAtTill(page: Page): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(OWNER, DEMO_PASSWORD);
  await signInPage.expectSignedIn();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await new SignInPage(page).expectSignedIn();
}

/** Installs a fake navigator.bluetooth printer that records every write (bytes and time). */
export async function installFakeBluetoothPrinter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __printWrites: { at: number; bytes: number[] }[] };
    w.__printWrites = [];
    const record = async (data: Uint8Array) => {
      w.__printWrites.push({ at: performance.now(), bytes: Array.from(data) });
    };
    const characteristic = {
      uuid: '00002af1-0000-1000-8000-00805f9b34fb',
      properties: { write: true, writeWithoutResponse: true },
      writeValueWithoutResponse: record,
      writeValue: record,
    };
    const gatt = {
      connected: false,
      async connect() {
        gatt.connected = true;
        return gatt;
      },
      disconnect() {
        gatt.connected = false;
      },
      async getPrimaryServices() {
        return [{ uuid: '000018f0-0000-1000-8000-00805f9b34fb', getCharacteristics: async () => [characteristic] }];
      },
    };
    const device = { id: 'fake-bt-printer', name: 'Fake BT-58', gatt };
    Object.defineProperty(navigator, 'bluetooth', {
      configurable: true,
      value: { requestDevice: async () => device, getDevices: async () => [device] },
    });
  });
}

export async function printWrites(page: Page): Promise<{ at: number; bytes: number[] }[]> {
  return page.evaluate(() => (window as unknown as { __printWrites: { at: number; bytes: number[] }[] }).__printWrites);
}

/** Rows (and optionally a column's sum) of a server table, through the test-only hook. */
export async function serverCount(stack: StackProcess, table: string, sum?: string): Promise<{ count: number; sum: number }> {
  const q = new URLSearchParams({ businessId: DEMO_BUSINESS_ID, ...(sum ? { sum } : {}) });
  const response = await fetch(`${stack.apiUrl}/__count/${table}?${q.toString()}`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { count: number; sum?: number };
  return { count: body.count, sum: body.sum ?? 0 };
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  async connectBluetoothPrinter(): Promise<void> {
    await this.page.goto('/settings/device');
    await this.page.getByRole('button', { name: 'Add Bluetooth printer' }).click();
    await expect(this.page.getByText('Printer connected')).toBeVisible();
    await expect(this.page.getByRole('list', { name: 'Printers' })).toContainText('Fake BT-58');
  }

  menuGrid() {
    return this.page.getByRole('list', { name: 'Menu' });
  }

  async gotoMenu(): Promise<void> {
    await this.page.goto('/checkout/menu');
    await expect(this.page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    // The buttons under the grid move down when the catalogue's tiles arrive: a click aimed at
    // them before that lands on a tile instead. Wait for the tiles.
    await expect(this.menuGrid().getByRole('button').first()).toBeVisible();
  }

  async add(name: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill(name);
    const tile = this.page.getByRole('list', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    // The search applies after its debounce and moves the tiles: a click by position could land
    // where the tile stood a moment before, so the click goes to the tile itself.
    await tile.first().dispatchEvent('click');
    await expect(this.page.getByRole('list', { name: 'Items in the cart' })).toContainText(name);
  }

  /** Cart → preview → review → payment; answers the amount shown as due. */
  async toPayment(): Promise<string> {
    await this.page.getByRole('link', { name: 'Check out' }).click();
    await this.page.getByRole('link', { name: 'Review' }).click();
    const total = (await this.page.getByTestId('total-due').textContent()) ?? '';
    await this.page.getByRole('link', { name: 'Take payment' }).click();
    await expect(this.page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    return total;
  }

  /** Cart → preview, where the customer found by `search` and named `name` is chosen → review → payment. */
  /** On the cart's preview: finds the customer and chooses them. */
  async chooseCustomer(search: string, name: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Find a customer' }).fill(search);
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByText(`Customer: ${name}`)).toBeVisible();
  }

  async toPaymentFor(search: string, name: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Check out' }).click();
    await this.chooseCustomer(search, name);
    await this.page.getByRole('link', { name: 'Review' }).click();
    await this.page.getByRole('link', { name: 'Take payment' }).click();
  }

  async payCash(tendered: string): Promise<void> {
    await this.page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: 'Cash' }).click();
    await this.page.getByRole('textbox', { name: 'Cash received' }).fill(tendered);
    await this.page.getByRole('button', { name: 'Add payment' }).click();
    await this.page.getByRole('button', { name: 'Complete sale' }).click();
    await expect(this.page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  }

  async receiptNumber(): Promise<string> {
    const text = (await this.page.getByRole('figure', { name: 'Receipt' }).textContent()) ?? '';
    const match = /[A-Z0-9]+-[0-9A-Z]{5}-\d{6}/.exec(text);
    if (!match) throw new Error(`No receipt number in ${text}`);
    return match[0];
  }
}

/** Checkout steps beyond the basic sale: catalogue categories, vouchers, split payments. */
export class TillPage extends CheckoutPage {
  cartLines() {
    return this.page.getByRole('list', { name: 'Items in the cart' });
  }

  /** Opens a category of the whole menu: a search left from an earlier visit is cleared first. */
  async openCategory(name: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: 'Search the menu' });
    if ((await search.inputValue()) !== '') await search.fill('');
    await this.page.getByRole('group', { name: 'Categories' }).getByRole('button', { name, exact: true }).click();
  }

  async tapTile(name: string): Promise<void> {
    await this.menuGrid().getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
    await expect(this.cartLines()).toContainText(name);
  }

  /** Sells a voucher of `amount` from the menu's extras; answers its printed code. */
  async addVoucher(amount: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Sell voucher' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Sell a voucher' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await dialog.getByRole('textbox', { name: 'Amount' }).press('Tab'); // the number is taken on blur
    const code = /^Voucher code: (V-[0-9A-Z]+)$/.exec((await dialog.getByText(/^Voucher code: /).textContent()) ?? '')?.[1];
    if (!code) throw new Error('No voucher code in the dialog');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.cartLines()).toContainText('Gift voucher');
    return code;
  }

  /** Sells a voucher of a catalogue voucher type from the menu's extras; answers what the dialog says it is worth and its code. */
  async addVoucherOfType(typeName: string): Promise<{ worth: string; code: string }> {
    await this.page.getByRole('button', { name: 'Sell voucher' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Sell a voucher' });
    await dialog.getByRole('button', { name: /Voucher type/ }).click();
    await this.page.getByRole('option', { name: typeName, exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(typeName);
    const worth = (await dialog.getByText(/^Worth /).textContent()) ?? '';
    const code = /^Voucher code: (V-[0-9A-Z]+)$/.exec((await dialog.getByText(/^Voucher code: /).textContent()) ?? '')?.[1];
    if (!code) throw new Error('No voucher code in the dialog');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.cartLines()).toContainText(typeName);
    return { worth, code };
  }

  async chooseMethod(name: string): Promise<void> {
    await this.page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name, exact: true }).click();
  }

  voucherCode() {
    return this.page.getByRole('textbox', { name: 'Voucher code' });
  }

  amount() {
    return this.page.getByRole('textbox', { name: 'Amount', exact: true });
  }

  async addPayment(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add payment' }).click();
  }

  /** The sale id of the receipt on screen. */
  saleIdFromUrl(): string {
    const id = new URL(this.page.url()).searchParams.get('sale');
    if (!id) throw new Error(`No sale in ${this.page.url()}`);
    return id;
  }
}

/** Server rows by id (test-only route), e.g. to check what a sale or an anomaly holds there. */
export async function serverRows(stack: StackProcess, table: string, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${stack.apiUrl}/__rows/${table}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: DEMO_BUSINESS_ID, ids }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

/** Rows of a replica table read straight from the page's IndexedDB. */
export async function replicaRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('bookit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}
