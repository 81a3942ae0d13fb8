// The benchmarks' own stack (identity, API on a fresh PGlite, app host) in this process, so a
// benchmark can seed through the server's database adapter; and a Chromium to drive the app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startStack, type Stack } from '@server/stack';

export interface BenchStack extends Stack {
  dispose(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 18700);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookit-bench-'));
  const stack = await startStack({
    dataDir,
    appPort: base,
    apiPort: base + 1,
    identityPort: base + 2,
    distDir: process.env.BENCH_DIST_DIR ?? '.bench/dist',
    faults: true,
    seed: true,
    quiet: true,
  });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Prints one figure the way BENCHMARKS.md asks: `name: value unit`. */
export function figure(name: string, value: number, unit: string, digits = 2): void {
  console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
