// `npm test`: installs what a fresh clone lacks (node packages, Chromium), type-checks, runs the
// unit, server and end-to-end suites, and ends with one line of totals: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, mkdirSync, rmSync } from 'node:fs';
import { auditProductionDependencies } from './npm-audit.mjs';
import { checkBudgets } from './js-budget.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Names and first error lines of failed tests, printed again beside the totals (CI shows the tail). */
const failures = [];

function firstLines(text, n = 6) {
  return String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').slice(0, n).map((line) => `    ${line}`).join('\n');
}

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  console.log(`(${cmd} ${args[0] ?? ''}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return result.status ?? 1;
}

function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed');
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing Debian package chromium');
  run('apt-get', ['update', '-qq']);
  if (run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(`Chromium could not be installed at ${CHROMIUM}`);
  }
}

function ensurePostgres() {
  const ready = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  if (ready.error || ready.status === 0) return;
  const clusters = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' });
  const version = clusters.stdout?.trim().split('\n')[0];
  if (version) run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Could not read ${file}: ${error.message}`);
    return null;
  }
}

function vitestSuite(project) {
  const out = `test-results/${project}.json`;
  rmSync(out, { force: true });
  const status = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (!report) return record(project, 0, 1);
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      failures.push(`${project} ${file.name}: ${firstLines(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${project} ${file.name} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
    }
  }
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(project, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

function e2eSuite() {
  const out = 'test-results/e2e.json';
  rmSync(out, { force: true });
  if (run('node', ['scripts/build.mjs'], { env: { VITE_ENABLE_GALLERY: '1' } }) !== 0) return record('e2e (build)', 0, 1);
  const status = run('npx', ['playwright', 'test']);
  const report = readJson(out);
  if (!report) return record('e2e', 0, 1);
  collectPlaywrightFailures(report.suites ?? []);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + flaky + (status !== 0 && unexpected === 0 ? 1 : 0);
  record('e2e', expected, failed, skipped);
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((r) => r.error)?.error;
        failures.push(`e2e ${spec.file}:${spec.line} › ${spec.title} (${test.status})\n${firstLines(error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

/** The first-load budget (issue 22 §1) over the build the e2e suite just made. */
function jsBudgetSuite() {
  console.log('\n$ node scripts/js-budget.mjs');
  let checks;
  try {
    checks = Object.values(checkBudgets('dist'));
  } catch (error) {
    console.error(`First-load budget: ${error.message}`);
    return record('js budget', 0, 1);
  }
  record('js budget', checks.filter(Boolean).length, checks.filter((ok) => !ok).length);
}

const started = Date.now();
try {
  ensureNodeModules();
  ensureChromium();
  ensurePostgres();
} catch (error) {
  console.error(error.message);
  record('setup', 0, 1);
}
mkdirSync('test-results', { recursive: true });
if (totals.failed === 0) {
  const tsc = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  const swTsc = run('npx', ['tsc', '--noEmit', '-p', 'sw/tsconfig.json']);
  record('typecheck', (tsc === 0) + (swTsc === 0), (tsc !== 0) + (swTsc !== 0));
  const audit = auditProductionDependencies();
  console.log(`\n${audit.note}`);
  record('npm audit', Number(audit.status === 'passed'), Number(audit.status === 'failed'), Number(audit.status === 'skipped'));
  vitestSuite('unit');
  vitestSuite('server');
  e2eSuite();
  jsBudgetSuite();
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
