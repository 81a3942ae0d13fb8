import { createHash } from 'node:crypto';

/**
 * A client of LHDN's MyInvois e-invoicing API, as its SDK documents it (sdk.myinvois.hasil.gov.my):
 * taxpayer login (`POST /connect/token`, client credentials, scope InvoicingAPI), submit documents
 * (`POST /api/v1.0/documentsubmissions`, each base64 with its SHA-256), get submission, get document
 * details, search documents and cancel (`PUT /api/v1.0/documents/state/{uuid}/state`). The same
 * contract is served by our sandbox (sandbox.ts) and by LHDN's preprod and production systems.
 */
export interface MyInvoisConfig {
  /** The API, e.g. https://preprod-api.myinvois.hasil.gov.my (no trailing slash). */
  apiBase: string;
  /** Where `/connect/token` lives (LHDN: the API host). */
  identityBase: string;
  /** The public portal that serves validation links, e.g. https://preprod.myinvois.hasil.gov.my. */
  portalBase: string;
  clientId: string;
  clientSecret: string;
  /** An intermediary acts for each business by its TIN (`onbehalfof` header). */
  intermediary: boolean;
}

export interface SubmittedDocument {
  uuid: string;
  invoiceCodeNumber: string;
}
export interface ApiError {
  code: string;
  message: string;
  target?: string | null;
  propertyPath?: string | null;
  details?: ApiError[] | null;
}
export interface SubmissionAnswer {
  submissionUid: string;
  acceptedDocuments: SubmittedDocument[];
  rejectedDocuments: { invoiceCodeNumber: string; error: ApiError }[];
}
export type DocumentStatusName = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
export interface DocumentSummary {
  uuid: string;
  submissionUid: string;
  longId: string;
  internalId: string;
  typeName: string;
  issuerTin: string;
  receiverId: string | null;
  receiverName: string | null;
  dateTimeIssued: string;
  dateTimeReceived: string;
  dateTimeValidated: string | null;
  totalPayableAmount: number;
  status: DocumentStatusName;
  cancelDateTime: string | null;
  rejectRequestDateTime: string | null;
  documentStatusReason: string | null;
}
export interface SubmissionStatus {
  submissionUid: string;
  documentCount: number;
  dateTimeReceived: string;
  overallStatus: 'in progress' | 'valid' | 'partially valid' | 'invalid';
  documentSummary: DocumentSummary[];
}
export interface ValidationStep {
  status: 'Submitted' | 'Valid' | 'Invalid';
  name: string;
  error?: { propertyName?: string | null; propertyPath?: string | null; errorCode: string; error: string; innerError?: { propertyPath?: string | null; errorCode: string; error: string }[] | null } | null;
}
export interface DocumentDetails extends DocumentSummary {
  validationResults: { status: string; validationSteps: ValidationStep[] } | null;
}

/** A refusal or failure of a MyInvois call; `retryable` for 429, 5xx and network errors. */
export class MyInvoisError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly error: ApiError | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MyInvoisError';
  }
}

export interface MyInvoisClient {
  readonly config: MyInvoisConfig;
  submit(documents: { codeNumber: string; json: string }[], onBehalfOf: string): Promise<SubmissionAnswer>;
  getSubmission(submissionUid: string, onBehalfOf: string): Promise<SubmissionStatus>;
  getDocumentDetails(uuid: string, onBehalfOf: string): Promise<DocumentDetails>;
  /** Documents sent by the taxpayer, submitted between two times (our lookup after a lost answer). */
  searchSent(o: { submissionDateFrom: Date; submissionDateTo: Date }, onBehalfOf: string): Promise<DocumentSummary[]>;
  cancel(uuid: string, reason: string, onBehalfOf: string): Promise<{ uuid: string; status: string }>;
}

/** Hex SHA-256 of the document's exact text, as MyInvois checks it. */
export function documentHash(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** MyInvois answers errors as `{error: {code, message, …}}` (or a bare `{code, message}`). */
function apiErrorOf(body: unknown): ApiError | null {
  const e = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (!isRecord(e)) return null;
  const code = typeof e.code === 'string' ? e.code : typeof e.errorCode === 'string' ? e.errorCode : null;
  const message = typeof e.message === 'string' ? e.message : typeof e.error === 'string' ? e.error : null;
  return code === null && message === null ? null : { code: code ?? 'Error', message: message ?? code ?? 'Error' };
}

export function createMyInvoisClient(config: MyInvoisConfig, fetchImpl: typeof fetch = fetch): MyInvoisClient {
  let token: { value: string; until: number } | null = null;

  async function login(): Promise<string> {
    if (token !== null && Date.now() < token.until) return token.value;
    const body = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials', scope: 'InvoicingAPI' });
    const res = await send(`${config.identityBase}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
    const json = (await res.json()) as unknown;
    if (!isRecord(json) || typeof json.access_token !== 'string') throw new MyInvoisError('The login answered no access token.', res.status, null, true);
    const expires = typeof json.expires_in === 'number' ? json.expires_in : 3600;
    // Renewed a minute early so no call goes out with a token about to lapse.
    token = { value: json.access_token, until: Date.now() + Math.max(0, expires - 60) * 1000 };
    return token.value;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new MyInvoisError(`MyInvois unreachable: ${error instanceof Error ? error.message : String(error)}`, 0, null, true);
    }
    if (res.ok) return res;
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      parsed = { message: text.slice(0, 300) };
    }
    const error = apiErrorOf(parsed);
    throw new MyInvoisError(`MyInvois answered ${res.status}${error ? `: ${error.code} ${error.message}` : ''}`, res.status, error, res.status === 429 || res.status >= 500);
  }

  /** An authenticated call; a 401 logs in again once (the token may have been revoked). */
  async function call<T>(method: string, path: string, onBehalfOf: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = { authorization: `Bearer ${await login()}`, accept: 'application/json', 'accept-language': 'en' };
      if (config.intermediary) headers.onbehalfof = onBehalfOf;
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const res = await send(`${config.apiBase}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        return (await res.json()) as T;
      } catch (error) {
        if (error instanceof MyInvoisError && error.status === 401 && attempt === 0) {
          token = null;
          continue;
        }
        throw error;
      }
    }
  }

  return {
    config,
    submit: (documents, onBehalfOf) =>
      call<SubmissionAnswer>('POST', '/api/v1.0/documentsubmissions', onBehalfOf, {
        documents: documents.map((d) => ({ format: 'JSON', document: Buffer.from(d.json, 'utf8').toString('base64'), documentHash: documentHash(d.json), codeNumber: d.codeNumber })),
      }),
    getSubmission: (uid, onBehalfOf) => call<SubmissionStatus>('GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(uid)}?pageNo=1&pageSize=100`, onBehalfOf),
    getDocumentDetails: (uuid, onBehalfOf) => call<DocumentDetails>('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`, onBehalfOf),
    async searchSent(o, onBehalfOf) {
      const q = new URLSearchParams({ submissionDateFrom: o.submissionDateFrom.toISOString(), submissionDateTo: o.submissionDateTo.toISOString(), invoiceDirection: 'Sent', pageNo: '1', pageSize: '100' });
      const answer = await call<{ result: DocumentSummary[] }>('GET', `/api/v1.0/documents/search?${q.toString()}`, onBehalfOf);
      return answer.result;
    },
    cancel: (uuid, reason, onBehalfOf) => call<{ uuid: string; status: string }>('PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, onBehalfOf, { status: 'cancelled', reason }),
  };
}
