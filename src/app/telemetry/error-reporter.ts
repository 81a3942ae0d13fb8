// Uncaught errors and unhandled rejections go to POST /frontendError with browser, OS and network
// status (spec §7). Each report gets an id once, so the server stores it once however often it is
// replayed. Without a service worker, failed reports wait in localStorage for the next start or
// reconnect; with one, the worker's Background Sync queue keeps them (24 h).
import { v7 as uuidv7 } from 'uuid';
import type { FrontendErrorReport } from '@/lib/schemas/frontend-error';
import { deviceInfoFrom } from '@/lib/device-info';
import { deviceId, postTelemetry, telemetryContext, telemetrySessionId, telemetryToken } from './telemetry-context';

const PENDING_KEY = 'bookit-pending-error-reports';
const MAX_PENDING = 50;
const MAX_PER_MINUTE = 20;

interface NetworkInformationLike {
  effectiveType?: string;
}

function networkStatus(): { online: boolean; effectiveType: string | null } {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return { online: navigator.onLine, effectiveType: connection?.effectiveType ?? null };
}

function serialise(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: (error.stack ?? '').slice(0, 8000) };
  }
  return { name: 'NonError', message: String(error).slice(0, 2000) };
}

export function buildErrorReport(error: unknown, customMessage: string, severity: number): FrontendErrorReport {
  const { account } = telemetryContext();
  return {
    id: uuidv7(),
    businessId: account?.businessId ?? null,
    userEmail: account?.email ?? null,
    frontendErrorInput: {
      error: { ...serialise(error), severity, network: networkStatus() },
      environment: {
        userId: account?.userId ?? null,
        businessId: account?.businessId ?? null,
        sessionId: telemetrySessionId(),
        device: deviceInfoFrom(navigator.userAgent, deviceId()),
        customMessage,
        navHref: location.href.slice(0, 2048),
      },
    },
  };
}

function readPending(): FrontendErrorReport[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FrontendErrorReport[]) : [];
  } catch (error) {
    console.warn('[errors] dropping unreadable pending reports', error);
    return [];
  }
}

function writePending(reports: FrontendErrorReport[]): void {
  localStorage.setItem(PENDING_KEY, JSON.stringify(reports.slice(-MAX_PENDING)));
}

async function deliver(report: FrontendErrorReport): Promise<void> {
  const token = await telemetryToken();
  await postTelemetry('/frontendError', report, { token, keepalive: true });
}

let sentThisMinute = 0;
let minuteStart = 0;

/** Sends one report; keeps it for later when it cannot be handed over. */
export async function reportError(error: unknown, customMessage: string, severity = 2): Promise<void> {
  const now = Date.now();
  if (now - minuteStart > 60_000) {
    minuteStart = now;
    sentThisMinute = 0;
  }
  if (++sentThisMinute > MAX_PER_MINUTE) return;
  const report = buildErrorReport(error, customMessage, severity);
  try {
    await deliver(report);
  } catch (failure) {
    console.warn('[errors] report kept for later', failure);
    writePending([...readPending(), report]);
  }
}

/** Sends the reports kept by a page that had no service worker. */
export async function flushPendingErrorReports(): Promise<void> {
  const pending = readPending();
  if (pending.length === 0 || !telemetryContext().apiBase) return;
  const left: FrontendErrorReport[] = [];
  for (const report of pending) {
    try {
      await deliver(report);
    } catch (failure) {
      console.warn('[errors] report still waiting', failure);
      left.push(report);
    }
  }
  writePending(left);
}

/** Window-level listeners: "Error during page load" (severity 3 in spec §8) and rejections. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => {
    void reportError(event.error ?? event.message, 'Error during page load', 3);
  });
  window.addEventListener('unhandledrejection', (event) => {
    void reportError(event.reason, 'Unhandled promise rejection');
  });
  window.addEventListener('online', () => void flushPendingErrorReports());
}
