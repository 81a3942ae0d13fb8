// `npm start`: builds the PWA, then brings up the local stack (identity emulator, API on the
// embedded PostgreSQL or DATABASE_URL, the app host) and prints the URL and demo logins.
import { spawn } from 'node:child_process';
import { buildApp } from './build.mjs';

if (!process.env.BOOKIT_SKIP_BUILD) {
  console.log('Building the app…');
  await buildApp({ quiet: true });
}

const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
