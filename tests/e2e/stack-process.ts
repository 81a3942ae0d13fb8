// Runs the real local stack (`server/main.ts`, as `npm start` does) as a child process for the
// end-to-end tests, on its own ports and data folder, so a test can stop and restart it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StackPorts {
  app: number;
  api: number;
  identity: number;
}

export class StackProcess {
  readonly dataDir: string;
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly ports: StackPorts,
    private readonly extraEnv: Record<string, string> = {},
  ) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'bookit-e2e-'));
  }

  get appUrl(): string {
    return `http://127.0.0.1:${this.ports.app}`;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.ports.api}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(this.ports.app),
        API_PORT: String(this.ports.api),
        IDENTITY_PORT: String(this.ports.identity),
        DATA_DIR: this.dataDir,
        BOOKIT_FAULTS: '1',
        DIST_DIR: process.env.BUILD_OUT_DIR ?? 'dist',
        ...this.extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops the identity emulator it started.
      detached: true,
    });
    this.child = child;
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`stack exited with ${String(code)}:\n${this.output}`))),
    );
    await Promise.race([this.waitForHealth(), exited]);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const signalGroup = (signal: NodeJS.Signals) => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch (error) {
        // ESRCH: the whole group has already exited, which is what we want.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    };
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  logs(): string {
    return this.output;
  }

  private async waitForHealth(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const [api, app] = await Promise.all([fetch(`${this.apiUrl}/healthz`), fetch(`${this.appUrl}/config.json`)]);
        if (api.ok && app.ok) return;
      } catch {
        // not listening yet: poll again below
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`stack did not become healthy:\n${this.output}`);
  }
}
