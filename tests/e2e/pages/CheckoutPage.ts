import { expect, type Page } from '@playwright/test';
import type { StackProcess } from '../stack-process';
import { DEMO_BUSINESS_ID } from '../fixtures';

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
  constructor(private readonly page: Page) {}

  async connectBluetoothPrinter(): Promise<void> {
    await this.page.goto('/settings/device');
    await this.page.getByRole('button', { name: 'Add Bluetooth printer' }).click();
    await expect(this.page.getByText('Printer connected')).toBeVisible();
    await expect(this.page.getByRole('list', { name: 'Printers' })).toContainText('Fake BT-58');
  }

  async gotoMenu(): Promise<void> {
    await this.page.goto('/checkout/menu');
    await expect(this.page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  }

  async add(name: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill(name);
    const tile = this.page.getByRole('list', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    await tile.first().click();
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
