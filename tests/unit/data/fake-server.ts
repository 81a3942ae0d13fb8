import type { BatchResult, Change, ChangesResponse, CustomerRow, InitialResponse } from '@/lib/api-types';
import { EMPTY_PROFILE, NO_HISTORY } from '@/lib/customers/defaults';
import { customerCreateSchema, customerPatchSchema } from '@/lib/schemas/customer';
import type { FetchLike } from '@workers/sync/http';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: unknown;
}

/** One-shot behaviour for the next matching request. */
export type Fault =
  | { kind: 'network' } // fails before the server sees it
  | { kind: 'lost-response' } // the server applies it, the answer never arrives
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }; // never answers (until aborted)

/**
 * A small in-memory stand-in for the reference API, following ARCHITECTURE's conventions:
 * idempotency keys replay the first answer, errors are problem+json, the delta feed is a log.
 */
export class FakeServer {
  readonly customers = new Map<string, CustomerRow>();
  /** Every write the server saw, a batch's entries one by one (those it ran). */
  readonly requests: RecordedRequest[] = [];
  /** The batch requests themselves (POST /b/{businessId}/batch). */
  readonly batches: RecordedRequest[] = [];
  /** Idempotency keys whose request changed data, in order. */
  readonly applied: string[] = [];
  readonly log: Change[] = [];
  validToken = 'token-1';
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly faults: { match: (r: RecordedRequest) => boolean; fault: Fault }[] = [];
  private version = 0;

  constructor(readonly businessId: string, readonly now = () => '2025-06-01T00:00:00.000Z') {}

  failNext(fault: Fault, match: (r: RecordedRequest) => boolean = () => true): void {
    this.faults.push({ match, fault });
  }

  seedCustomer(
    row: Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'notes' | 'branchId'> & Partial<CustomerRow>,
  ): CustomerRow {
    const full: CustomerRow = { ...EMPTY_PROFILE, ...NO_HISTORY, ...row, businessId: this.businessId, version: ++this.version, updatedAt: this.now(), createdAt: this.now() };
    this.customers.set(full.id, full);
    this.log.push({ table: 'customers', op: 'put', id: full.id, row: full });
    return full;
  }

  deleteCustomerOnServer(id: string): void {
    this.customers.delete(id);
    this.log.push({ table: 'customers', op: 'delete', id });
  }

  fetch: FetchLike = async (url, init) => {
    const u = new URL(url);
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, '') + u.search,
      idempotencyKey: headers.get('idempotency-key'),
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    if (request.method === 'POST' && request.path === `/b/${this.businessId}/batch`) return this.batch(request, init);
    this.requests.push(request);

    const i = this.faults.findIndex((f) => f.match(request));
    const fault = i >= 0 ? this.faults.splice(i, 1)[0]?.fault : undefined;
    if (fault?.kind === 'network') throw new TypeError('Failed to fetch');
    if (fault?.kind === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (fault?.kind === 'status') return json(fault.status, fault.body ?? { status: fault.status, title: 'Scripted' });

    if (request.authorization !== `Bearer ${this.validToken}`) return json(401, { status: 401, title: 'Unauthorized' });

    const answer = this.handle(request, u);
    if (fault?.kind === 'lost-response') throw new TypeError('Network connection lost');
    return json(answer.status, answer.body);
  };

  /**
   * POST /b/{businessId}/batch as the API runs it: entries in order, each under its own key; an
   * entry whose `dependsOn` was refused answers 424 unrun; it stops at an entry to retry. A
   * scripted transport fault matching any entry hits the batch as a whole; a status fault, its entry.
   */
  private async batch(request: RecordedRequest, init: RequestInit): Promise<Response> {
    this.batches.push(request);
    const entries = (request.body as { entries: { method: string; path: string; body: unknown; idempotencyKey: string; dependsOn?: string }[] }).entries;
    const inner = entries.map((e): RecordedRequest & { dependsOn?: string } => ({
      method: e.method,
      path: e.path,
      idempotencyKey: e.idempotencyKey,
      authorization: request.authorization,
      body: e.body,
      ...(e.dependsOn ? { dependsOn: e.dependsOn } : {}),
    }));
    const transport = this.faults.findIndex((f) => f.fault.kind !== 'status' && inner.some((r) => f.match(r)));
    const fault = transport >= 0 ? this.faults.splice(transport, 1)[0]?.fault : undefined;
    if (fault?.kind === 'network') throw new TypeError('Failed to fetch');
    if (fault?.kind === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (request.authorization !== `Bearer ${this.validToken}`) return json(401, { status: 401, title: 'Unauthorized' });

    const notApplied = new Set<string>();
    const results: BatchResult[] = [];
    for (const r of inner) {
      if (r.dependsOn !== undefined && notApplied.has(r.dependsOn)) {
        notApplied.add(r.idempotencyKey ?? '');
        results.push({ status: 424, body: { status: 424, title: 'Failed Dependency' }, replayed: false });
        continue;
      }
      this.requests.push(r);
      const i = this.faults.findIndex((f) => f.fault.kind === 'status' && f.match(r));
      const scripted = i >= 0 ? this.faults.splice(i, 1)[0]?.fault : undefined;
      const answer =
        scripted?.kind === 'status'
          ? { status: scripted.status, body: scripted.body ?? { status: scripted.status, title: 'Scripted' } }
          : this.handle(r, new URL(`http://fake${r.path}`));
      results.push({ status: answer.status, body: answer.body, replayed: false });
      if (answer.status >= 400) notApplied.add(r.idempotencyKey ?? '');
      if (answer.status >= 500 || [401, 408, 429].includes(answer.status)) break;
    }
    if (fault?.kind === 'lost-response') throw new TypeError('Network connection lost');
    return json(200, { results });
  }

  private handle(r: RecordedRequest, u: URL): { status: number; body: unknown } {
    if (r.idempotencyKey) {
      const replay = this.replies.get(r.idempotencyKey);
      if (replay) return replay;
    }
    const answer = this.route(r, u);
    if (r.idempotencyKey && answer.status < 500) this.replies.set(r.idempotencyKey, answer);
    return answer;
  }

  private route(r: RecordedRequest, u: URL): { status: number; body: unknown } {
    const base = `/b/${this.businessId}`;
    const path = u.pathname.replace(/^\/api/, '');
    if (r.method === 'POST' && path === '/initial') return { status: 200, body: this.initial() };
    if (r.method === 'GET' && path === `${base}/changes`) {
      const since = Number(u.searchParams.get('since') ?? '0');
      const limit = Number(u.searchParams.get('limit') ?? '1000');
      const changes = this.log.slice(since, since + limit);
      const body: ChangesResponse = { changes, cursor: String(since + changes.length), hasMore: since + changes.length < this.log.length };
      return { status: 200, body };
    }
    if (r.method === 'POST' && path === `${base}/customers`) {
      const parsed = customerCreateSchema.safeParse(r.body);
      if (!parsed.success) return problem(400, { firstName: 'validation.firstNameRequired' });
      if (this.customers.has(parsed.data.id)) return problem(409, { id: 'validation.duplicate' });
      this.applied.push(r.idempotencyKey ?? '');
      return { status: 201, body: this.seedCustomer(parsed.data) };
    }
    const match = new RegExp(`^${base}/customers/([^/]+)$`).exec(path);
    const id = match?.[1];
    if (id) {
      const current = this.customers.get(id);
      if (!current) return problem(404, {});
      if (r.method === 'GET') return { status: 200, body: current };
      if (r.method === 'DELETE') {
        this.applied.push(r.idempotencyKey ?? '');
        this.deleteCustomerOnServer(id);
        return { status: 204, body: null };
      }
      if (r.method === 'PATCH') {
        const parsed = customerPatchSchema.safeParse(r.body);
        if (!parsed.success) return problem(400, {});
        const given = Object.fromEntries(Object.entries(parsed.data).filter(([k]) => Object.hasOwn(r.body as object, k)));
        this.applied.push(r.idempotencyKey ?? '');
        const next: CustomerRow = { ...current, ...given, version: ++this.version, updatedAt: this.now() };
        this.customers.set(id, next);
        this.log.push({ table: 'customers', op: 'put', id, row: next });
        return { status: 200, body: next };
      }
    }
    return problem(404, {});
  }

  private initial(): InitialResponse {
    return {
      result: [
        {
          user: {
            userId: 'user-1',
            businessId: this.businessId,
            userFirstName: 'Aina',
            userLastName: 'Rahman',
            userEmail: 'aina@example.com',
            userPhoneNo: '+60123456789',
            userColor: '#ff0000',
            profileImageUrl: null,
            orgAccessLevel: 'admin',
            branches: [{ branchId: 'branch-1', serviceTeam: true }],
            permissions: {},
            _internalRole: null,
          },
          business: {
            businessId: this.businessId,
            name: 'Salon Aina',
            admins: [{ userId: 'user-1' }],
            bookitVersion: '1',
            features: { pos: true },
            country: 'MY',
            currency: 'myr',
            timeZone: 'Asia/Kuala_Lumpur',
          },
          branches: [{ branchId: 'branch-1', name: 'KLCC', imageUrl: null }],
        },
      ],
    };
  }
}

function problem(status: number, errors: Record<string, string>): { status: number; body: unknown } {
  return { status, body: { status, title: status === 409 ? 'Conflict' : 'Bad Request', errors } };
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === null) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}
