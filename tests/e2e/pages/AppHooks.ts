import { expect, type Page } from '@playwright/test';
import type { OutboxView } from '@/app/test-hooks';
import type { JsonValue } from '@/data/json';

/** One write of a scripted batch; an update names the `key` of a create made earlier (any batch). */
export type WriteOp =
  | { op: 'create'; key: string; firstName: string; lastName: string; notes?: string }
  | { op: 'update'; id: string; patch: { notes?: string; branchId?: string | null; firstName?: string } }
  | { op: 'delete'; id: string };

/**
 * Drives the app's own mutations and sync through `window.__bookit` (src/app/test-hooks.ts, test
 * builds only), so a test can make hundreds of writes without the UI.
 */
export class AppHooks {
  constructor(readonly page: Page) {}

  async ready(): Promise<void> {
    await this.page.waitForFunction(() => window.__bookit !== undefined);
  }

  /** Runs the writes one after another in the page; returns the ids of the creates by key. */
  async write(ops: readonly WriteOp[]): Promise<Record<string, string>> {
    return this.page.evaluate(async (list) => {
      const hooks = window.__bookit;
      if (!hooks) throw new Error('test hooks missing');
      const ids: Record<string, string> = {};
      for (const o of list) {
        if (o.op === 'create') {
          ids[o.key] = await hooks.createCustomer({ firstName: o.firstName, lastName: o.lastName, notes: o.notes ?? '' });
        } else if (o.op === 'update') {
          await hooks.updateCustomer(o.id, o.patch);
        } else {
          await hooks.deleteCustomer(o.id);
        }
      }
      return ids;
    }, ops);
  }

  async createCustomer(firstName: string, lastName: string): Promise<string> {
    const ids = await this.write([{ op: 'create', key: 'one', firstName, lastName }]);
    const id = ids.one;
    if (id === undefined) throw new Error('create returned no id');
    return id;
  }

  outbox(): Promise<OutboxView> {
    return this.page.evaluate(() => {
      if (!window.__bookit) throw new Error('test hooks missing');
      return window.__bookit.outbox();
    });
  }

  /** Entries not yet accepted and not rejected. */
  async unsent(): Promise<number> {
    const view = await this.outbox();
    return view.total - view.byStatus.rejected;
  }

  syncNow(): Promise<void> {
    return this.page.evaluate(() => window.__bookit?.syncNow());
  }

  /**
   * Waits until nothing (or at most `until` entries) is left to send. With `press`, it presses
   * "sync now" between looks (what a user does when the queue waits out a backoff after a failure).
   */
  async drain(options: { timeout: number; press?: boolean; until?: number }): Promise<void> {
    await expect
      .poll(
        async () => {
          if (options.press) await this.syncNow();
          return this.unsent();
        },
        { timeout: options.timeout, intervals: [100, 200, 250] },
      )
      .toBeLessThanOrEqual(options.until ?? 0);
  }

  replicaCount(table: 'customers' | 'appointments'): Promise<number> {
    return this.page.evaluate((t) => window.__bookit?.replicaCount(t) ?? -1, table);
  }

  leader(): Promise<{ holder: string | null; waiting: number }> {
    return this.page.evaluate(() => window.__bookit?.leader() ?? { holder: null, waiting: 0 });
  }

  upgradeSchema(): Promise<number> {
    return this.page.evaluate(() => window.__bookit?.upgradeSchema() ?? -1);
  }

  /** Puts a rejected entry back in the queue, with an edited body when given. */
  retryEntry(id: string, body?: JsonValue): Promise<void> {
    const json = body === undefined ? null : JSON.stringify(body);
    return this.page.evaluate(
      ({ entryId, newBody }) => window.__bookit?.retryEntry(entryId, newBody === null ? undefined : (JSON.parse(newBody) as JsonValue)),
      { entryId: id, newBody: json },
    );
  }

  discardEntry(id: string): Promise<number> {
    return this.page.evaluate((entryId) => window.__bookit?.discardEntry(entryId) ?? -1, id);
  }
}
