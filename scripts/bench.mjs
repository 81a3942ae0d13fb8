// `npm run bench`: builds a test build of the app when it is missing or older than the sources,
// then runs every benchmark in tests/bench and prints only their figures, one a line:
// `name: value unit` (see /work/shared/BENCHMARKS.md). Everything else a benchmark writes goes
// to its log file (named on stderr when it fails).
//
// Convention: a benchmark is any file in tests/bench named `*.bench.mjs` or `*.bench.ts` (run
// with tsx). It runs as its own process, starts the stack it needs itself (tests/bench/stack.ts
// helps), and prints its figures as `name: value unit` lines on stdout. It gets:
//   BENCH_DIST_DIR   the built app to serve (built with VITE_TEST_HOOKS=1: window.__bookit); also
//                    as BUILD_OUT_DIR, which tests/e2e/stack-process.ts serves
//   BENCH_PORT_BASE  first of 20 loopback ports that are its own
//   CHROMIUM_PATH    the browser
// Env for the runner: BENCH_PORT_BASE (default 18700), BENCH_BUILD_DIR (default .bench/dist),
// BENCH_FILTER (a substring: run only matching benchmark files), BENCH_REBUILD=1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, createWriteStream } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? '.bench/dist');
const logDir = path.resolve(root, '.bench/logs');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 18700);
const FIGURE = /^[a-z][a-z0-9_]*: -?\d+(\.\d+)? \S+$/;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const marker = path.join(buildDir, 'index.html');
  const sources = Math.max(...['src', 'workers', 'sw', 'public'].map((d) => newestMtime(path.join(root, d))));
  if (process.env.BENCH_REBUILD !== '1' && existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env: { ...process.env, BUILD_OUT_DIR: buildDir, VITE_TEST_HOOKS: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('bench: the build failed');
  }
}

function benchFiles() {
  const dir = path.join(root, 'tests/bench');
  const filter = process.env.BENCH_FILTER ?? '';
  return readdirSync(dir)
    .filter((f) => /\.bench\.(mjs|ts)$/.test(f) && f.includes(filter))
    .sort()
    .map((f) => path.join(dir, f));
}

function run(file, index) {
  return new Promise((resolve) => {
    const name = path.basename(file);
    const logFile = path.join(logDir, `${name}.log`);
    const log = createWriteStream(logFile);
    const args = file.endsWith('.ts') ? [path.join(root, 'node_modules/tsx/dist/cli.mjs'), file] : [file];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        BENCH_DIST_DIR: buildDir,
        BUILD_OUT_DIR: buildDir,
        BENCH_PORT_BASE: String(portBase + index * 20),
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (FIGURE.test(line.trim())) console.log(line.trim());
    });
    child.stderr.on('data', (chunk) => log.write(chunk));
    child.on('close', (code) => {
      if (FIGURE.test(pending.trim())) console.log(pending.trim());
      log.end();
      if (code !== 0) process.stderr.write(`bench: ${name} failed (exit ${code}); see ${path.relative(root, logFile)}\n`);
      resolve(code === 0);
    });
  });
}

mkdirSync(logDir, { recursive: true });
ensureBuild();
let ok = true;
const files = benchFiles();
for (const [index, file] of files.entries()) ok = (await run(file, index)) && ok;
process.exit(ok ? 0 : 1);
