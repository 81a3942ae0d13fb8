import { expect, type Page } from '@playwright/test';
import type { StackProcess } from '../stack-process';
import { DEMO_BUSINESS_ID } from '../fixtures';
import { IdentityApi } from './IdentityApi';

/**
 * Watches a page for injected script (tests/xss-payloads.ts): every payload that runs calls
 * `window.__xss(kind)`, which is recorded here; so are dialogs, uncaught errors and any element
 * carrying an inline handler or a `srcdoc` (markup that was parsed instead of shown as text).
 */
export class XssProbe {
  private readonly dialogs: string[] = [];
  private readonly errors: string[] = [];

  private constructor(readonly page: Page) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  static async install(page: Page): Promise<XssProbe> {
    await page.addInitScript(() => {
      const w = window as unknown as { __xssRan: string[]; __xss: (kind: unknown) => void };
      w.__xssRan = [];
      w.__xss = (kind) => {
        w.__xssRan.push(String(kind));
      };
    });
    return new XssProbe(page);
  }

  /** Nothing ran, opened a dialog or threw on the page as it is now. */
  async expectInert(where: string): Promise<void> {
    const ran = await this.page.evaluate(() => (window as unknown as { __xssRan?: string[] }).__xssRan ?? ['probe missing']);
    const parsed = await this.page.locator('[onerror], [onload], [onfocus], [onclick], [ontoggle], [srcdoc], script:not([src]), a[href^="javascript:" i]').count();
    expect({ where, ran, dialogs: this.dialogs, errors: this.errors, parsedMarkup: parsed }).toEqual({ where, ran: [], dialogs: [], errors: [], parsedMarkup: 0 });
  }
}

/** The REST API as another device or script of the business would call it, with a signed-in token. */
export class BusinessApi {
  private constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  static async as(stack: StackProcess, email: string, password: string): Promise<BusinessApi> {
    return new BusinessApi(stack.apiUrl, await (await IdentityApi.of(stack.appUrl)).idToken(email, password));
  }

  /** A write under the demo business (`/b/{id}` or `/business/{id}` + `path`); throws on refusal. */
  async send(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, prefix: 'b' | 'business' = 'b'): Promise<unknown> {
    const response = await fetch(`${this.apiUrl}/${prefix}/${DEMO_BUSINESS_ID}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }
}

/** Does `bytes` hold the ASCII bytes of `text` in a row? */
export function holdsAscii(bytes: readonly number[], text: string): boolean {
  const seq = [...text].map((c) => c.charCodeAt(0));
  outer: for (let i = 0; i + seq.length <= bytes.length; i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return true;
  }
  return false;
}
