// The mirror's schema (../schema.sql), applied idempotently.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Queryable } from './database.js';

/** The path of schema.sql, for scripts (the deployed functions never apply it). */
function schemaFile(): string {
  return createRequire(import.meta.url).resolve('@queryhub/search/schema.sql');
}

/** Creates what is missing of the schema; safe to run at every start. */
export async function applySchema(db: Queryable): Promise<void> {
  await db.query(readFileSync(schemaFile(), 'utf8'));
}
