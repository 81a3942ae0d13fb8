import { expect } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../fixtures';
import type { StackProcess } from '../stack-process';

export type FaultKind = 'drop-after-commit' | '500' | 'reset' | 'delay';

export interface Faults {
  rate: number;
  kinds?: FaultKind[];
  delayMs?: number;
  /** Epoch seconds: tokens issued before this second get 401, like expired ones. */
  expireTokensIssuedBefore?: number | null;
}

export interface ServerCustomer {
  id: string;
  first_name: string;
  last_name: string;
  notes: string;
  branch_id: string | null;
  version: number;
  deleted: boolean;
}

/** The API's test-only routes (BOOKIT_FAULTS=1): fault injection and counting what landed. */
export class SyncServer {
  constructor(
    private readonly stack: StackProcess,
    private readonly businessId: string = DEMO_BUSINESS_ID,
  ) {}

  async setFaults(faults: Faults): Promise<void> {
    const response = await fetch(`${this.stack.apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    });
    expect(response.status).toBe(200);
  }

  clearFaults(): Promise<void> {
    return this.setFaults({ rate: 0 });
  }

  /** The business's queued jobs of `queue` fall due now (as when the clock reaches their time); answers how many. */
  async runJobsNow(queue: string): Promise<number> {
    const response = await fetch(`${this.stack.apiUrl}/__jobs/run-now`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessId: this.businessId, queue }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { due: number }).due;
  }

  async count(table: string): Promise<number> {
    const response = await fetch(`${this.stack.apiUrl}/__count/${table}?businessId=${this.businessId}`);
    expect(response.ok).toBe(true);
    return ((await response.json()) as { count: number }).count;
  }

  /** Values of `column` that more than one live row holds. */
  async duplicates(table: string, column: string): Promise<{ value: unknown; count: number }[]> {
    const response = await fetch(`${this.stack.apiUrl}/__count/${table}?businessId=${this.businessId}&duplicatesBy=${column}`);
    expect(response.ok).toBe(true);
    return ((await response.json()) as { duplicates: { value: unknown; count: number }[] }).duplicates;
  }

  async customers(ids: readonly string[]): Promise<ServerCustomer[]> {
    const out: ServerCustomer[] = [];
    for (let start = 0; start < ids.length; start += 5_000) {
      const response = await fetch(`${this.stack.apiUrl}/__rows/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ businessId: this.businessId, ids: ids.slice(start, start + 5_000) }),
      });
      expect(response.ok).toBe(true);
      out.push(...((await response.json()) as { rows: ServerCustomer[] }).rows);
    }
    return out;
  }
}
