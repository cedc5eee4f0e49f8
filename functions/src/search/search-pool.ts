// The functions' connection pool to the search database, made on first use per instance.
// Configured by environment variables (README, deploy section); none set: no mirror.
import { createSearchPool, searchSettingsFromEnv, type Queryable } from '@queryhub/search';

/**
 * Connections per function instance. The search mirror handlers write one statement at a time,
 * so 2 suffice; with the post dispatchers' maxInstances (POST_DISPATCHER_OPTIONS,
 * dispatch/dispatcher-trigger.ts) this bounds the connections they may hold (README: pool size ×
 * maxInstances within the Cloud SQL tier's limit).
 */
const MIRROR_POOL_SIZE = 2;

let pool: Promise<Queryable | null> | undefined;

export function searchPool(): Promise<Queryable | null> {
  pool ??= createSearchPool(searchSettingsFromEnv(process.env, MIRROR_POOL_SIZE)).catch(
    (error: unknown) => {
      pool = undefined;
      throw error;
    },
  );
  return pool;
}
