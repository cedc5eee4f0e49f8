// The connection pool to the search database: a local URL (the emulator stack), or a Cloud SQL
// instance through the Cloud SQL connector with IAM database authentication (no password).
import { SEARCH_LIMITS } from '@queryhub/model';
import pg from 'pg';

export interface SearchDatabaseSettings {
  /** `postgres://…` of a reachable server (set by the local stack); wins when set. */
  databaseUrl?: string | undefined;
  /** Cloud SQL instance connection name, `project:region:instance`. */
  instanceConnectionName?: string | undefined;
  /** The IAM database user: the functions' service account email without `.gserviceaccount.com`. */
  user?: string | undefined;
  database?: string | undefined;
  /** Connections per function instance (× maxInstances ≤ the tier's max_connections). */
  maxConnections: number;
}

/** The environment variables the functions read (README, deploy section). */
export function searchSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  maxConnections: number,
): SearchDatabaseSettings {
  return {
    databaseUrl: env.QUERYHUB_SEARCH_DATABASE_URL,
    instanceConnectionName: env.SEARCH_SQL_INSTANCE,
    user: env.SEARCH_SQL_USER,
    database: env.SEARCH_SQL_DATABASE ?? 'queryhub',
    maxConnections,
  };
}

const common = (max: number): pg.PoolConfig => ({
  max,
  connectionTimeoutMillis: SEARCH_LIMITS.connectTimeoutMs,
  statement_timeout: SEARCH_LIMITS.statementTimeoutMs,
  idleTimeoutMillis: 30_000,
});

/** A pool for the settings, or null when no search database is configured (keyword search). */
export async function createSearchPool(settings: SearchDatabaseSettings): Promise<pg.Pool | null> {
  let pool: pg.Pool | null = null;
  if (settings.databaseUrl) {
    pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      ...common(settings.maxConnections),
    });
  } else if (settings.instanceConnectionName && settings.user) {
    // Loaded only in production: the connector is not needed offline.
    const { AuthTypes, Connector, IpAddressTypes } =
      await import('@google-cloud/cloud-sql-connector');
    const connector = new Connector();
    // The connector's stream factory is typed more loosely than pg's config; pg accepts it.
    const options = (await connector.getOptions({
      instanceConnectionName: settings.instanceConnectionName,
      ipType: IpAddressTypes.PUBLIC,
      authType: AuthTypes.IAM,
    })) as pg.PoolConfig;
    pool = new pg.Pool({
      ...options,
      user: settings.user,
      database: settings.database ?? 'queryhub',
      ...common(settings.maxConnections),
    });
  }
  // An idle client losing its server (a restart) must not crash the function.
  pool?.on('error', (error) => console.warn('Search database connection lost:', error.message));
  return pool;
}
