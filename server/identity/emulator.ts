import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { closeSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Emulator {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** Working directory; the emulator keeps its data in `<dataDir>/.cognito/`. */
  dataDir: string;
  port: number;
  /** The public identity origin (the compat proxy) the tokens' `iss` must name. */
  issuerDomain: string;
  /** Fixes every confirmation code (tests). */
  fixedCode?: string | undefined;
  quiet?: boolean | undefined;
}

function startScript(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'not started';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Identity emulator exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Identity emulator did not answer at ${url}: ${lastError}`);
}

/** Where the emulator writes its log, including the confirmation codes it would have e-mailed. */
export function emulatorLogPath(dataDir: string): string {
  return path.join(dataDir, 'emulator.log');
}

/** Starts cognito-local as a child process and waits until it answers /health. */
export async function startEmulator(o: EmulatorOptions): Promise<Emulator> {
  await mkdir(path.join(o.dataDir, '.cognito'), { recursive: true });
  await writeFile(
    path.join(o.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: o.issuerDomain } }, null, 2),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.port),
    HOST: '127.0.0.1',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  if (o.fixedCode !== undefined) env.CODE = o.fixedCode;
  else delete env.CODE;
  // Its log (every request, and the confirmation codes it "e-mails") goes to a file in its data
  // folder rather than over the stack's own output.
  const log = o.quiet === true ? 'ignore' : openSync(emulatorLogPath(o.dataDir), 'a');
  const child = spawn(process.execPath, [startScript()], {
    cwd: o.dataDir,
    env,
    stdio: ['ignore', log, log],
  });
  if (typeof log === 'number') closeSync(log);
  const url = `http://127.0.0.1:${o.port}`;
  // If this process exits without stop() (an uncaught error), do not leave the emulator behind.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitHealthy(url, child, 20_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, child, stop };
}
