// `npm audit --omit=dev`: the packages the app ships must have no high or critical advisory.
// Without a network (or registry) answer it is skipped with a note, never failed.
import { spawnSync } from 'node:child_process';

const NETWORK = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|audit endpoint|network|socket hang up/i;

/** Answers {status: 'passed' | 'failed' | 'skipped', note}. */
export function auditProductionDependencies() {
  const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  const text = `${res.stdout ?? ''}`;
  let report = null;
  try {
    report = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  const err = report?.error;
  if (res.error || err || report === null) {
    const why = `${err?.code ?? ''} ${err?.summary ?? ''} ${res.error?.message ?? ''} ${res.stderr ?? ''}`.trim();
    if (report === null || NETWORK.test(why)) return { status: 'skipped', note: `npm audit skipped: no answer from the registry (${why.slice(0, 200) || 'no output'})` };
    return { status: 'failed', note: `npm audit failed: ${why.slice(0, 300)}` };
  }
  const v = report.metadata?.vulnerabilities ?? {};
  const serious = (v.high ?? 0) + (v.critical ?? 0);
  const names = Object.entries(report.vulnerabilities ?? {})
    .filter(([, x]) => x.severity === 'high' || x.severity === 'critical')
    .map(([name, x]) => `${name} (${x.severity})`);
  return serious === 0
    ? { status: 'passed', note: `npm audit: no high or critical advisories (${v.total ?? 0} in all)` }
    : { status: 'failed', note: `npm audit: ${serious} high or critical: ${names.join(', ')}` };
}
