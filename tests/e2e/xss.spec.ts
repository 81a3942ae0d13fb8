import type { Page } from '@playwright/test';
import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { AppHooks } from './pages/AppHooks';
import { BookingPage } from './pages/BookingPage';
import { CataloguePage } from './pages/CataloguePage';
import { CheckoutPage, installFakeBluetoothPrinter, printWrites, signInAtTill } from './pages/CheckoutPage';
import { InvoicesPage } from './pages/InvoicesPage';
import { ShellPage } from './pages/ShellPage';
import { TeamPage } from './pages/TeamPage';
import { BusinessApi, XssProbe, holdsAscii } from './pages/XssProbe';
import { openInApp } from './pages/Screens';
import { DEFAULT_CHECKOUT_SETTINGS } from '@/lib/checkout/settings';
import { longXssText, xssText, type XssKind } from '../xss-payloads';

// Issue 14 §4: text a user typed is inert wherever it is shown. XSS payloads go into every text
// field of every form (through the real form for one per area, the API for the rest), then every
// screen that shows them is visited: nothing may run, open a dialog or throw, and the text shows
// literally; the printed receipt carries it as plain text.

const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';
const OWNER_ID = '0195f0a0-0000-7000-8000-0000000000a1';
const MANAGER = 'manager@demo.test';
const GONE_BRANCH = '0195f0a0-0000-7000-8000-00000000dead';

const HTML: XssKind[] = ['img', 'svg', 'script', 'attr'];
const TEXT: XssKind[] = ['template', 'angular', 'i18n', 'bidi', 'jsUrl'];

/** Every field's text, each starting with a tag the screens are searched by. */
const T = {
  // Typed into the real forms.
  custFirst: xssText('Xcf', ['img', 'i18n'], 100),
  custLast: xssText('Xcl', ['svg', 'template'], 100),
  custNotes: longXssText('Xcn', 2000),
  svcName: xssText('Xsv', ['img', 'angular'], 120),
  svcCategory: xssText('Xsc', ['svg'], 60),
  svcDescription: xssText('Xsd', [...HTML, ...TEXT], 2000),
  receiptHeader: xssText('Xrh', ['img', 'script', 'i18n'], 300),
  receiptFooter: xssText('Xrf', ['svg', 'template', 'angular'], 300),
  invBuyer: xssText('Xib', ['img', 'i18n'], 120),
  invCompany: xssText('Xic', ['svg'], 160),
  invAddress: xssText('Xia', [...HTML, 'bidi'], 400),
  invLine: xssText('Xil', ['img', 'template'], 200),
  invNotes: xssText('Xin', [...HTML, ...TEXT], 2000),
  // Sent through the API.
  apiFirst: xssText('Xaf', ['attr', 'bidi'], 100),
  apiLast: xssText('Xal', ['img'], 100),
  apiNotes: xssText('Xan', [...HTML, 'iframe', 'link'], 2000),
  address: xssText('Xad', ['svg', 'jsUrl'], 200),
  prodName: `${xssText('Xpn', ['img'], 100)} \u001bp\u0001\u0019\u00fa\u001dV\u0001`,
  prodCategory: xssText('Xpc', ['script'], 60),
  prodSku: 'Xsku"><svg/onload=__xss(1)>',
  svc2Name: xssText('Xs2', ['svg', 'i18n'], 120),
  branchName: xssText('Xbn', ['img'], 100),
  branchAddress: xssText('Xba', ['svg', 'template'], 200),
  memberFirst: xssText('Xmf', ['img'], 100),
  memberLast: xssText('Xml', ['i18n'], 100),
  bookingNotes: xssText('Xbk', [...HTML, ...TEXT], 2000),
  blockerReason: xssText('Xbl', ['img', 'angular'], 2000),
  quoBuyer: xssText('Xqb', ['svg', 'template'], 120),
  quoLine: xssText('Xql', ['img', 'i18n'], 200),
  quoNotes: xssText('Xqn', [...HTML, 'iframe'], 2000),
  cashLabel: xssText('Xcash', ['jsUrl'], 40),
  issueNotes: xssText('Xsi', ['img', 'svg'], 2000),
};

function klDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** Is `text` shown on the page (as text, literally)? */
async function shows(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
}

/** The words of `text` a 33-column receipt keeps whole: ASCII, shorter than a line. */
function printableWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0 && w.length <= 30 && /^[\x20-\x7e]+$/.test(w));
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ stack }) => {
  // The stack is shared with later specs: the receipt and payment labels go back to the defaults.
  const api = await BusinessApi.as(stack, OWNER, DEMO_PASSWORD);
  await api.send('PATCH', `/checkoutSettings/${DEMO_BUSINESS_ID}`, {
    receipt: DEFAULT_CHECKOUT_SETTINGS.receipt,
    paymentMethods: DEFAULT_CHECKOUT_SETTINGS.paymentMethods,
  });
});

test('text typed into every form stays inert on every screen and on the printed receipt', async ({ page, stack }) => {
  test.setTimeout(240_000);
  const probe = await XssProbe.install(page);
  await installFakeBluetoothPrinter(page);

  // The API half: records another device, a script or a colleague made.
  const owner = await BusinessApi.as(stack, OWNER, DEMO_PASSWORD);
  const manager = await BusinessApi.as(stack, MANAGER, DEMO_PASSWORD);
  const ids = { customer: crypto.randomUUID(), service: crypto.randomUUID(), product: crypto.randomUUID(), booking: crypto.randomUUID(), quotation: crypto.randomUUID() };
  await owner.send('POST', '/customers', {
    id: ids.customer,
    firstName: T.apiFirst,
    lastName: T.apiLast,
    notes: T.apiNotes,
    address: { address1: T.address, address2: T.address, city: 'Xcity <b>x</b>', postalCode: '<i>59100</i>', province: 'Xprov', country: 'Xctry' },
  });
  await owner.send('POST', '/services', { id: ids.service, name: T.svc2Name, category: T.svcCategory, description: T.svcDescription, durationMinutes: 30, price: 5000, sst: false });
  await owner.send('POST', '/products', { id: ids.product, name: T.prodName, category: T.prodCategory, sku: T.prodSku, price: 1200, sst: false });
  const day = klDay();
  // Booked by the manager for the owner, so the owner is told (a notification that echoes names).
  await manager.send('POST', '/appointments', {
    id: ids.booking,
    branchId: BANGSAR,
    customerId: ids.customer,
    memberId: OWNER_ID,
    services: [{ serviceId: ids.service, memberId: OWNER_ID, startAt: `${day}T21:00:00+08:00`, endAt: `${day}T21:30:00+08:00` }],
    startAt: `${day}T21:00:00+08:00`,
    endAt: `${day}T21:30:00+08:00`,
    notes: T.bookingNotes,
    allowDoubleBooking: true,
  });
  await owner.send('POST', '/invoices', {
    id: ids.quotation,
    branchId: BANGSAR,
    kind: 'quotation',
    state: 'sent',
    provisionalNumber: `P-BGS-X${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, '0')}-0001`,
    customerId: null,
    buyer: { name: T.quoBuyer, company: '', email: '', phone: '', address: '' },
    currency: 'myr',
    issueDate: day,
    dueDate: klDay(14),
    lines: [{ id: crypto.randomUUID(), kind: 'free', itemId: null, description: T.quoLine, quantity: 1, unitPrice: 10_000, discountBp: 0, taxable: false }],
    discountBp: 0,
    taxBp: 800,
    notes: T.quoNotes,
    creditedInvoiceId: null,
    quotationId: null,
    saleIds: [],
    createdAt: new Date().toISOString(),
  });
  await owner.send('PATCH', `/checkoutSettings/${DEMO_BUSINESS_ID}`, {
    paymentMethods: DEFAULT_CHECKOUT_SETTINGS.paymentMethods.map((m) => (m.method === 'cash' ? { ...m, label: T.cashLabel } : m)),
  });

  // The real forms: a customer, a service, a team member, a branch, a blocker, the receipt
  // settings, an invoice.
  await signInAtTill(page);
  const checkout = new CheckoutPage(page);
  await checkout.connectBluetoothPrinter();

  await openInApp(page, '/customers/create');
  await page.getByLabel('First name').fill(T.custFirst);
  await page.getByLabel('Last name').fill(T.custLast);
  await page.getByLabel(/^Notes/).fill(T.custNotes);
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.custFirst);
  await probe.expectInert('customer saved');

  const catalogue = new CataloguePage(page);
  await openInApp(page, '/catalogues/services/create');
  await catalogue.fill('Name', T.svcName);
  await catalogue.fill('Category', T.svcCategory);
  await catalogue.fill('Description', T.svcDescription);
  await catalogue.fill('Duration (minutes)', '30');
  await catalogue.fill('Price', '40');
  await catalogue.save();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.svcName);
  await probe.expectInert('service saved');

  await openInApp(page, '/team');
  await new TeamPage(page).invite({ firstName: T.memberFirst, lastName: T.memberLast, email: `xss-${Date.now().toString(36)}@example.test`, branch: 'Bangsar' });
  await probe.expectInert('member invited');

  await openInApp(page, '/settings/branch/create');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name').fill(T.branchName);
  await field('Code').fill('xss1');
  await field('Address').fill(T.branchAddress);
  await field('Unit or suite').fill(T.branchAddress);
  await field('City').fill('Xcity');
  await field('Postcode').fill('50480');
  await field('State').fill('Xstate');
  await page.getByRole('button', { name: 'Create branch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.branchName);
  await probe.expectInert('branch saved');

  const booking = new BookingPage(page);
  await openInApp(page, `/appointments/create?type=Blocker&memberId=${OWNER_ID}&startAt=${encodeURIComponent(`${day}T22:00:00+08:00`)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New blocked time', { timeout: 30_000 });
  await page.getByRole('textbox', { name: /^Reason/ }).fill(T.blockerReason);
  const blocker = await booking.save();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.blockerReason);
  await probe.expectInert('blocker saved');

  await openInApp(page, '/settings/checkout/receipt');
  await page.getByRole('textbox', { name: 'Header' }).fill(T.receiptHeader);
  await page.getByRole('textbox', { name: 'Footer' }).fill(T.receiptFooter);
  await expect(page.getByRole('textbox', { name: 'Footer' })).toHaveValue(T.receiptFooter);
  await probe.expectInert('receipt settings');

  const invoices = new InvoicesPage(page);
  await openInApp(page, '/invoice/create');
  await expect(page.getByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible({ timeout: 30_000 });
  await invoices.fillBuyer(T.invBuyer, T.invCompany);
  await page.getByRole('textbox', { name: /^Billing address/ }).fill(T.invAddress);
  await invoices.fillLine(1, T.invLine, '1', '25');
  await page.getByRole('textbox', { name: /^Notes and payment terms/ }).fill(T.invNotes);
  await invoices.issue();
  await shows(page, T.invBuyer);
  await shows(page, T.invLine);
  await shows(page, T.invNotes);
  await shows(page, T.invCompany);
  await shows(page, T.invAddress);
  await probe.expectInert('invoice details');

  // A change the server refuses (unknown branch) carries a payload to Sync issues.
  const hooks = new AppHooks(page);
  await hooks.ready();
  const refused = await hooks.createCustomer(T.apiFirst.replace('Xaf', 'Xsync'), T.apiLast);
  await hooks.drain({ timeout: 30_000 });
  await hooks.write([{ op: 'update', id: refused, patch: { notes: T.issueNotes, branchId: GONE_BRANCH } }]);
  await hooks.drain({ timeout: 30_000 });

  // Every screen that shows them.
  await openInApp(page, '/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Xcf');
  await shows(page, T.custFirst);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Xaf');
  await shows(page, T.apiFirst);
  await probe.expectInert('customer list and search');

  await openInApp(page, `/customers/details/${ids.customer}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${T.apiFirst} ${T.apiLast}`);
  await expect(page.getByLabel(/^Notes/)).toHaveValue(T.apiNotes);
  await probe.expectInert('customer record');

  await openInApp(page, '/catalogues/services');
  await shows(page, T.svcName);
  await shows(page, T.svc2Name);
  await shows(page, T.svcCategory);
  await probe.expectInert('services');
  await openInApp(page, `/catalogues/services/details/${ids.service}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.svc2Name);
  await expect(catalogue.field('Description')).toHaveValue(T.svcDescription);
  await probe.expectInert('service details');
  await openInApp(page, '/catalogues/products');
  await shows(page, 'Xpn <img src=x');
  await shows(page, T.prodCategory);
  await shows(page, T.prodSku);
  await probe.expectInert('products');
  await openInApp(page, `/catalogues/products/details/${ids.product}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Xpn <img src=x');
  await probe.expectInert('product details');

  await openInApp(page, '/team');
  await shows(page, `${T.memberFirst} ${T.memberLast}`);
  await probe.expectInert('team');
  await openInApp(page, '/settings/branch');
  await shows(page, T.branchName);
  await probe.expectInert('branches');

  await openInApp(page, `/appointments/calendar?date=${day}`);
  await shows(page, T.blockerReason);
  await probe.expectInert('calendar');
  await openInApp(page, '/appointments/table');
  await probe.expectInert('appointments table');
  await openInApp(page, `/appointments/${blocker}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(T.blockerReason);
  await probe.expectInert('blocker details');
  await openInApp(page, `/appointments/${ids.booking}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${T.apiFirst} ${T.apiLast}`);
  await shows(page, T.bookingNotes);
  await shows(page, T.svc2Name);
  await probe.expectInert('booking details');

  await openInApp(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notifications = await new ShellPage(page).openNotifications();
  await expect(notifications).toContainText(`New booking: ${T.apiFirst} ${T.apiLast} — ${T.svc2Name}`, { timeout: 30_000 });
  await probe.expectInert('dashboard and notifications');
  await page.keyboard.press('Escape');

  await openInApp(page, '/invoice');
  await shows(page, T.invBuyer);
  await probe.expectInert('invoices');
  await openInApp(page, '/transactions/quotations');
  await shows(page, T.quoBuyer);
  await openInApp(page, `/transactions/quotations/details/${ids.quotation}`);
  await shows(page, T.quoLine);
  await shows(page, T.quoNotes);
  await probe.expectInert('quotation');

  await openInApp(page, '/sync-issues');
  await expect(page.getByRole('heading', { name: 'Sync issues', level: 1 })).toBeVisible();
  await shows(page, 'Xsync');
  await probe.expectInert('sync issues');

  // The till: the booking checked out (customer, service, staff), a product, paid in cash.
  await openInApp(page, `/appointments/${ids.booking}/details`);
  await page.getByRole('button', { name: 'Check out' }).click();
  const cart = page.getByRole('list', { name: 'Items in the cart' });
  await expect(cart).toContainText(T.svc2Name);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('Xpn');
  await page.getByRole('list', { name: 'Menu' }).getByRole('button', { name: /^Xpn/ }).first().click();
  await expect(cart).toContainText('Xpn <img src=x');
  await probe.expectInert('cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await shows(page, T.svc2Name);
  await probe.expectInert('cart preview');
  await page.getByRole('link', { name: 'Review' }).click();
  await page.getByRole('link', { name: 'Take payment' }).click();
  await page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: T.cashLabel }).click();
  await page.getByRole('textbox', { name: 'Cash received' }).fill('200');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('figure', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  for (const word of ['Xrh', 'Xrf', 'Xs2', 'Xpn', 'Xaf', 'Xcash', "onerror=__xss('img')>", "onload=__xss('svg')>"]) await expect(receipt).toContainText(word);
  await probe.expectInert('receipt on screen');

  await expect(page.getByText('Sent to the printer')).toBeVisible({ timeout: 30_000 });
  const bytes = (await printWrites(page)).flatMap((w) => w.bytes);
  for (const text of [T.receiptHeader, T.receiptFooter, T.svc2Name, T.prodName, T.apiFirst, T.cashLabel]) {
    for (const word of printableWords(text)) expect(holdsAscii(bytes, word), `printed "${word}"`).toBe(true);
  }
  // The product name's ESC p (drawer kick) and GS V (cut) printed as nothing: the only drawer
  // kick and cut are the receipt's own, after the text.
  const at = (seq: number[]) => bytes.findIndex((_, i) => seq.every((b, j) => bytes[i + j] === b));
  const count = (seq: number[]) => bytes.filter((_, i) => seq.every((b, j) => bytes[i + j] === b)).length;
  expect(count([0x1b, 0x70])).toBe(1);
  expect(count([0x1d, 0x56])).toBe(1);
  expect(at([0x1d, 0x56])).toBeGreaterThan(at([...'Xrf'].map((c) => c.charCodeAt(0))));
  await probe.expectInert('printed');
});
