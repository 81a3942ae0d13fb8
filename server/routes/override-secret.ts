import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/types';

const NAME = 'override_hs256';

/**
 * The HS256 key for business-override tokens: env OVERRIDE_SECRET (at least 32 characters) when
 * set; otherwise a random dev key generated once into the database (so it lives in the data
 * dir with PGlite, and every API instance over one PostgreSQL shares it).
 */
export function overrideKeyLoader(db: Db, env: NodeJS.ProcessEnv = process.env): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | null = null;
  return () => {
    key ??= load(db, env).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
}

async function load(db: Db, env: NodeJS.ProcessEnv): Promise<Uint8Array> {
  const fromEnv = env.OVERRIDE_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('OVERRIDE_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [NAME]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('The override secret was not stored');
  return new TextEncoder().encode(value);
}
