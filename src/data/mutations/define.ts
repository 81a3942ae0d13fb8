import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { SyncedRows, SyncedTable } from '@/lib/api-types';
import { ValidationError } from '@/data/errors';
import type { JsonObject, JsonValue } from '@/data/json';
import { toLocalRow } from '@/data/local-rows';
import { requireActiveAccount, type ActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';

/**
 * Declared mutations (STYLE.md): one definition per mutation names its table, the shared schema
 * the server route validates with, its path and its optimistic effect; the returned function is
 * what a screen calls. Each call validates (ValidationError with field → i18n key, nothing
 * written), then writes the row and its outbox entry in one transaction (enqueue.ts).
 */

export interface MutationContext {
  account: ActiveAccount;
  /** ISO time of the call. */
  now: string;
}

function context(options: EnqueueOptions): { account: ActiveAccount; now: string } {
  return { account: options.account ?? requireActiveAccount(), now: (options.now ?? (() => new Date()))().toISOString() };
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data;
}

export interface CreateDefinition<T extends SyncedTable, S extends z.ZodType<JsonObject & { id: string }>> {
  table: T;
  /** The create schema shared with the server route (includes `id`, made here as UUIDv7). */
  schema: S;
  path: (businessId: string) => string;
  /** The row the replica holds until the server's answer replaces it. */
  toRow: (input: z.output<S>, ctx: MutationContext) => SyncedRows[T];
}

/** `POST path` with a device-made id; resolves to the new row's id. */
export function defineCreate<T extends SyncedTable, S extends z.ZodType<JsonObject & { id: string }>>(def: CreateDefinition<T, S>) {
  return async (input: Omit<z.input<S>, 'id'>, options: EnqueueOptions = {}): Promise<string> => {
    const ctx = context(options);
    const id = uuidv7();
    const data = parseOrThrow(def.schema, { ...input, id });
    const row = toLocalRow(def.table, def.toRow(data, ctx));
    await enqueue(
      { table: def.table, rowId: id, method: 'POST', path: def.path(ctx.account.businessId), body: data, effect: { op: 'create', row } },
      { ...options, account: ctx.account },
    );
    return id;
  };
}

/** A patch as a partial schema gives it: absent fields are undefined. */
type PatchOutput = { [key: string]: JsonValue | undefined };

export interface UpdateDefinition<T extends SyncedTable, S extends z.ZodType<PatchOutput>> {
  table: T;
  /** The patch schema shared with the server route: every field optional, no defaults. */
  schema: S;
  path: (businessId: string, id: string) => string;
  /** How the call is sent when the spec fixes it otherwise: e.g. PUT with `{data, options}`. */
  send?: { method: 'PUT'; body: (changed: JsonObject) => JsonObject };
}

/**
 * `PATCH path` (or the definition's `send`) with only the fields given (the server merges per field, last writer wins); the
 * replica gets the same fields and a new updatedAt.
 */
export function defineUpdate<T extends SyncedTable, S extends z.ZodType<PatchOutput>>(def: UpdateDefinition<T, S>) {
  return async (id: string, patch: z.input<S>, options: EnqueueOptions = {}): Promise<void> => {
    const ctx = context(options);
    const data = parseOrThrow(def.schema, patch);
    // The schema may fill defaults for absent fields: keep only the fields given.
    const given = new Set(typeof patch === 'object' && patch !== null ? Object.keys(patch) : []);
    const changed: JsonObject = {};
    for (const [key, value] of Object.entries(data)) {
      if (given.has(key) && value !== undefined) changed[key] = value;
    }
    if (Object.keys(changed).length === 0) throw new ValidationError({ _form: 'validation.emptyPatch' });
    await enqueue(
      {
        table: def.table,
        rowId: id,
        method: def.send?.method ?? 'PATCH',
        path: def.path(ctx.account.businessId, id),
        body: def.send ? def.send.body(changed) : changed,
        effect: { op: 'update', patch: { ...changed, updatedAt: ctx.now } },
      },
      { ...options, account: ctx.account },
    );
  };
}

export interface DeleteDefinition<T extends SyncedTable> {
  table: T;
  path: (businessId: string, id: string) => string;
  /** How the call is sent when the spec fixes it otherwise: e.g. PUT with `options.operation`. */
  send?: { method: 'PUT'; body: JsonObject };
}

/** `DELETE path`; the row leaves the replica at once (a discard in Sync issues restores it). */
export function defineDelete<T extends SyncedTable>(def: DeleteDefinition<T>) {
  return async (id: string, options: EnqueueOptions = {}): Promise<void> => {
    const ctx = context(options);
    await enqueue(
      {
        table: def.table,
        rowId: id,
        method: def.send?.method ?? 'DELETE',
        path: def.path(ctx.account.businessId, id),
        body: def.send?.body ?? null,
        effect: { op: 'delete' },
      },
      { ...options, account: ctx.account },
    );
  };
}

export interface ActionDefinition<T extends SyncedTable, S extends z.ZodType<JsonObject>> {
  table: T;
  /** The action's body schema, shared with the server route. */
  schema: S;
  /** e.g. `/b/{businessId}/appointments/{id}/cancel`. */
  path: (businessId: string, id: string) => string;
  /** What the action changes on the row at once (the server's answer replaces it). */
  patch: (input: z.output<S>, ctx: MutationContext) => JsonObject;
}

/** `POST path` on an existing row: a named action (cancel, check in, adjust) with its own body. */
export function defineAction<T extends SyncedTable, S extends z.ZodType<JsonObject>>(def: ActionDefinition<T, S>) {
  return async (id: string, input: z.input<S>, options: EnqueueOptions = {}): Promise<void> => {
    const ctx = context(options);
    const data = parseOrThrow(def.schema, input);
    const body: JsonValue = data;
    await enqueue(
      {
        table: def.table,
        rowId: id,
        method: 'POST',
        path: def.path(ctx.account.businessId, id),
        body,
        effect: { op: 'update', patch: { ...def.patch(data, ctx), updatedAt: ctx.now } },
      },
      { ...options, account: ctx.account },
    );
  };
}
