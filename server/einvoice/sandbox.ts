import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { ruleErrors } from '@/lib/einvoice/ubl';
import { documentHash, type DocumentDetails, type DocumentSummary, type SubmissionStatus, type ValidationStep } from '@server/einvoice/client';

/**
 * A local MyInvois of our own (issue 18): the same contract as LHDN's API, so the app submits,
 * polls and cancels end to end with nothing leaving the machine. `npm start` runs it on loopback
 * unless MYINVOIS_BASE_URL points at LHDN (README). What it checks, as MyInvois does: the client
 * credentials, each document's SHA-256, a duplicate of a document submitted in the last 10
 * minutes (rejected at submission), then asynchronously the UBL structure, formats, code tables,
 * totals and the 72-hour issue window, and that a note's referenced documents are Valid documents
 * of the same issuer (Valid or Invalid with the reasons); cancellation only by the
 * issuer, only of a Valid document, within 72 hours of its validation.
 */
export interface SandboxOptions {
  clientId: string;
  clientSecret: string;
  /** How long validation takes after a submission (MyInvois validates asynchronously). */
  validationDelayMs?: number;
  /** The sandbox's clock (tests move it past the cancellation window). */
  now?: () => Date;
  /** Keeps the sandbox's documents across restarts. */
  stateFile?: string;
}

interface StoredDocument {
  summary: DocumentSummary;
  hash: string;
  /** When its validation result becomes visible. */
  readyAt: number;
  verdict: 'Valid' | 'Invalid';
  steps: ValidationStep[];
  document: unknown;
}
interface State {
  submissions: Record<string, { receivedAt: string; uuids: string[] }>;
  documents: Record<string, StoredDocument>;
}

export interface MyInvoisSandbox {
  app: FastifyInstance;
  /** Every submission received, in order (tests count them). */
  submissions(): { submissionUid: string; codeNumbers: string[] }[];
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
function code(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

const submitBody = z.object({
  documents: z.array(z.object({ format: z.literal('JSON'), document: z.string().min(1), documentHash: z.string().regex(/^[0-9a-f]{64}$/), codeNumber: z.string().min(1).max(50) })).min(1).max(100),
});
const cancelBody = z.object({ status: z.literal('cancelled'), reason: z.string().trim().min(1).max(300) });

const TYPE_NAMES: Record<string, string> = { '01': 'Invoice', '02': 'Credit Note', '03': 'Debit Note', '04': 'Refund Note' };

export function createMyInvoisSandbox(o: SandboxOptions): MyInvoisSandbox {
  const now = o.now ?? (() => new Date());
  const delay = o.validationDelayMs ?? 500;
  const tokens = new Map<string, number>();
  const log: { submissionUid: string; codeNumbers: string[] }[] = [];
  let state: State = { submissions: {}, documents: {} };
  if (o.stateFile !== undefined) {
    try {
      state = JSON.parse(readFileSync(o.stateFile, 'utf8')) as State;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
  }
  const save = (): void => {
    if (o.stateFile !== undefined) writeFileSync(o.stateFile, JSON.stringify(state));
  };

  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const refuse = (reply: FastifyReply, status: number, codeName: string, message: string): FastifyReply =>
    reply.code(status).send({ error: { code: codeName, message, target: null, details: null } });

  const same = (a: string, b: string): boolean => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };

  app.post('/connect/token', async (req, reply) => {
    const f = z.object({ client_id: z.string(), client_secret: z.string(), grant_type: z.literal('client_credentials'), scope: z.string().optional() }).safeParse(req.body);
    if (!f.success || !same(f.data.client_id, o.clientId) || !same(f.data.client_secret, o.clientSecret)) {
      return reply.code(400).send({ error: 'invalid_client' });
    }
    const token = code(48);
    tokens.set(token, Date.now() + 3_600_000);
    return { access_token: token, expires_in: 3600, token_type: 'Bearer', scope: 'InvoicingAPI' };
  });

  /** Every /api call needs a live bearer token. */
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const auth = req.headers.authorization ?? '';
    const until = tokens.get(auth.replace(/^Bearer /, ''));
    if (until === undefined || until < Date.now()) await refuse(reply, 401, 'Unauthorized', 'The access token is missing or expired.');
  });

  /** A document's summary with its validation result once the validation has run. */
  function view(d: StoredDocument): DocumentSummary {
    if (now().getTime() < d.readyAt || d.summary.status !== 'Submitted') return d.summary;
    d.summary = { ...d.summary, status: d.verdict, dateTimeValidated: new Date(d.readyAt).toISOString() };
    save();
    return d.summary;
  }

  app.post('/api/v1.0/documentsubmissions', async (req, reply) => {
    const parsed = submitBody.safeParse(req.body);
    if (!parsed.success) return refuse(reply, 400, 'BadStructure', 'The submission is not a list of JSON documents with their hashes.');
    const receivedAt = now();
    const submissionUid = code(26);
    const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
    const rejected: { invoiceCodeNumber: string; error: { code: string; message: string; target: string; details: null } }[] = [];
    for (const item of parsed.data.documents) {
      const text = Buffer.from(item.document, 'base64').toString('utf8');
      if (documentHash(text) !== item.documentHash) {
        rejected.push({ invoiceCodeNumber: item.codeNumber, error: { code: 'HashMismatch', message: 'The document hash does not match the document.', target: item.codeNumber, details: null } });
        continue;
      }
      const duplicate = Object.values(state.documents).find((d) => d.hash === item.documentHash && receivedAt.getTime() - Date.parse(d.summary.dateTimeReceived) < 10 * 60_000);
      if (duplicate !== undefined) {
        rejected.push({ invoiceCodeNumber: item.codeNumber, error: { code: 'DS302', message: 'This document is already submitted.', target: item.codeNumber, details: null } });
        continue;
      }
      let doc: unknown;
      try {
        doc = JSON.parse(text) as unknown;
      } catch (error) {
        rejected.push({ invoiceCodeNumber: item.codeNumber, error: { code: 'BadStructure', message: `Not JSON: ${error instanceof Error ? error.message : 'unreadable'}`, target: item.codeNumber, details: null } });
        continue;
      }
      const findings = ruleErrors(doc, receivedAt);
      const uuid = code(26);
      const read = (path: (d: unknown) => unknown): string | null => {
        const v = path(doc);
        return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
      };
      const inv = (d: unknown): Record<string, unknown> | undefined => ((d as { Invoice?: Record<string, unknown>[] }).Invoice ?? [])[0];
      const firstOf = (n: unknown, k: string): Record<string, unknown> | undefined => ((n as Record<string, Record<string, unknown>[] | undefined> | undefined)?.[k] ?? [])[0];
      const party = (d: unknown, k: string): Record<string, unknown> | undefined => firstOf(firstOf(inv(d), k), 'Party');
      const tinOf = (p: Record<string, unknown> | undefined): string | null => {
        const ids = (p?.PartyIdentification as { ID?: { _: unknown; schemeID?: string }[] }[] | undefined) ?? [];
        const hit = ids.map((i) => i.ID?.[0]).find((i) => i?.schemeID === 'TIN');
        return typeof hit?._ === 'string' ? hit._ : null;
      };
      const supplier = party(doc, 'AccountingSupplierParty');
      const buyer = party(doc, 'AccountingCustomerParty');
      const issuerTin = tinOf(supplier) ?? '';
      // A credit, debit or refund note: each document it refers to must be one MyInvois holds, Valid, of the same issuer.
      const references = ((inv(doc)?.BillingReference as Record<string, unknown>[] | undefined) ?? []).map((r) => firstOf(firstOf(r, 'InvoiceDocumentReference'), 'UUID')?._);
      const referenceErrors = findings.length > 0 ? [] : references.flatMap((ref, i) => {
        const target = typeof ref === 'string' ? state.documents[ref] : undefined;
        const summary = target === undefined ? undefined : view(target);
        if (summary !== undefined && summary.status === 'Valid' && summary.issuerTin === issuerTin) return [];
        const why = summary === undefined ? 'is not a document of MyInvois' : summary.issuerTin !== issuerTin ? 'was issued by another taxpayer' : `is ${summary.status}, not Valid`;
        return [{ propertyPath: `Invoice.BillingReference[${i}].InvoiceDocumentReference.UUID`, errorCode: 'InvalidReference', error: `The referenced document ${String(ref)} ${why}.` }];
      });
      const passed: ValidationStep[] = [{ status: 'Valid', name: 'Step02-Structure Validator' }, { status: 'Valid', name: 'Step03-Core Fields Validator' }];
      state.documents[uuid] = {
        hash: item.documentHash,
        readyAt: receivedAt.getTime() + delay,
        verdict: findings.length === 0 && referenceErrors.length === 0 ? 'Valid' : 'Invalid',
        document: doc,
        steps: findings.length > 0
          ? [{
              status: 'Invalid',
              name: 'Step03-Core Fields Validator',
              error: {
                propertyName: null, propertyPath: null, errorCode: 'CF001', error: 'Validation failed.',
                innerError: findings.map((f) => ({ propertyPath: f.target, errorCode: f.code, error: f.message })),
              },
            }]
          : references.length === 0
            ? passed
            : [...passed, referenceErrors.length === 0
                ? { status: 'Valid', name: 'Step06-Referenced Documents Validator' }
                : { status: 'Invalid', name: 'Step06-Referenced Documents Validator', error: { propertyName: null, propertyPath: null, errorCode: 'RD001', error: 'Validation failed.', innerError: referenceErrors } }],
        summary: {
          uuid, submissionUid, longId: code(40), internalId: item.codeNumber,
          typeName: TYPE_NAMES[read((d) => firstOf(inv(d), 'InvoiceTypeCode')?._) ?? ''] ?? 'Invoice',
          issuerTin, receiverId: tinOf(buyer),
          receiverName: read(() => firstOf(firstOf(buyer, 'PartyLegalEntity'), 'RegistrationName')?._),
          dateTimeIssued: `${read((d) => firstOf(inv(d), 'IssueDate')?._) ?? ''}T${read((d) => firstOf(inv(d), 'IssueTime')?._) ?? ''}`,
          dateTimeReceived: receivedAt.toISOString(), dateTimeValidated: null,
          totalPayableAmount: Number(read((d) => firstOf(firstOf(inv(d), 'LegalMonetaryTotal'), 'PayableAmount')?._) ?? 0),
          status: 'Submitted', cancelDateTime: null, rejectRequestDateTime: null, documentStatusReason: null,
        },
      };
      accepted.push({ uuid, invoiceCodeNumber: item.codeNumber });
    }
    if (accepted.length > 0) state.submissions[submissionUid] = { receivedAt: receivedAt.toISOString(), uuids: accepted.map((a) => a.uuid) };
    log.push({ submissionUid, codeNumbers: parsed.data.documents.map((d) => d.codeNumber) });
    save();
    return reply.code(202).send({ submissionUid: accepted.length > 0 ? submissionUid : null, acceptedDocuments: accepted, rejectedDocuments: rejected });
  });

  app.get<{ Params: { uid: string } }>('/api/v1.0/documentsubmissions/:uid', async (req, reply) => {
    const sub = state.submissions[req.params.uid];
    if (sub === undefined) return refuse(reply, 404, 'NotFound', 'No such submission.');
    const docs = sub.uuids.map((u) => state.documents[u]).filter((d): d is StoredDocument => d !== undefined).map(view);
    const pending = docs.some((d) => d.status === 'Submitted');
    const valid = docs.filter((d) => d.status === 'Valid' || d.status === 'Cancelled').length;
    const overallStatus: SubmissionStatus['overallStatus'] = pending ? 'in progress' : valid === docs.length ? 'valid' : valid === 0 ? 'invalid' : 'partially valid';
    const answer: SubmissionStatus = { submissionUid: req.params.uid, documentCount: docs.length, dateTimeReceived: sub.receivedAt, overallStatus, documentSummary: docs };
    return answer;
  });

  app.get<{ Params: { uuid: string } }>('/api/v1.0/documents/:uuid/details', async (req, reply) => {
    const d = state.documents[req.params.uuid];
    if (d === undefined) return refuse(reply, 404, 'NotFound', 'No such document.');
    const summary = view(d);
    const answer: DocumentDetails = {
      ...summary,
      validationResults: summary.status === 'Submitted' ? null : { status: d.verdict, validationSteps: d.steps },
    };
    return answer;
  });

  app.get<{ Querystring: Record<string, string> }>('/api/v1.0/documents/search', async (req) => {
    const from = Date.parse(req.query.submissionDateFrom ?? '');
    const to = Date.parse(req.query.submissionDateTo ?? '');
    const result = Object.values(state.documents)
      .filter((d) => {
        const t = Date.parse(d.summary.dateTimeReceived);
        return (Number.isNaN(from) || t >= from) && (Number.isNaN(to) || t <= to);
      })
      .map(view);
    return { result, metadata: { totalPages: 1, totalCount: result.length } };
  });

  app.put<{ Params: { uuid: string } }>('/api/v1.0/documents/state/:uuid/state', async (req, reply) => {
    const d = state.documents[req.params.uuid];
    if (d === undefined) return refuse(reply, 404, 'NotFound', 'No such document.');
    const body = cancelBody.safeParse(req.body);
    if (!body.success) return refuse(reply, 400, 'BadArgument', 'A cancellation needs status "cancelled" and a reason.');
    const summary = view(d);
    if (summary.status !== 'Valid') return refuse(reply, 400, 'IncorrectState', `A ${summary.status} document cannot be cancelled.`);
    const validated = Date.parse(summary.dateTimeValidated ?? '');
    if (now().getTime() - validated >= 72 * 3_600_000) {
      return refuse(reply, 400, 'OperationPeriodOver', 'The time limit for cancellation (72 hours from validation) has passed; issue a credit note instead.');
    }
    d.summary = { ...summary, status: 'Cancelled', cancelDateTime: now().toISOString(), documentStatusReason: body.data.reason };
    save();
    return { uuid: d.summary.uuid, status: 'Cancelled' };
  });

  /** The public validation page a QR code leads to (LHDN's portal serves the real one). */
  app.get<{ Params: { uuid: string; longId: string } }>('/:uuid/share/:longId', async (req, reply) => {
    const d = state.documents[req.params.uuid];
    if (d === undefined || d.summary.longId !== req.params.longId) return reply.code(404).type('text/plain').send('No such document.');
    const s = view(d);
    return reply.type('text/plain').send(`MyInvois sandbox\nDocument ${s.internalId} (${s.typeName})\nIssuer TIN ${s.issuerTin}\nStatus ${s.status}\nValidated ${s.dateTimeValidated ?? '-'}\n`);
  });

  return { app, submissions: () => [...log] };
}
