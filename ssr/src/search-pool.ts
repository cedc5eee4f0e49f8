// The server render's connection pool to the search database, made on the first search.
import { createSearchPool, searchSettingsFromEnv, type Queryable } from '@queryhub/search';

/**
 * Connections per `ssr` instance; × its maxInstances (index.ts) must stay within the Cloud SQL
 * tier's max_connections together with the mirror triggers' (README, deploy section).
 */
const SSR_POOL_SIZE = 5;

let pool: Promise<Queryable | null> | undefined;

export function searchPool(): Promise<Queryable | null> {
  pool ??= createSearchPool(searchSettingsFromEnv(process.env, SSR_POOL_SIZE)).catch(
    (error: unknown) => {
      pool = undefined;
      throw error;
    },
  );
  return pool;
}
