// Statements the search database executes, from PostgreSQL's own log: the bench turns on
// `log_statement = 'all'` (ALTER SYSTEM + pg_reload_conf, on the stack's throwaway server) with
// the client's application_name in each line, then reads the log the stack writes beside the
// data folder (stack/src/postgres-service.ts). This sees every client (the functions' mirror
// triggers and the ssr function's search alike), not only this process.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const BENCH_APPLICATION = 'queryhub-cost-bench';
/** `… [pid] application|LOG:  statement: …` or `execute <unnamed>: …` (extended protocol). */
const STATEMENT = /\[\d+\] ([^|]*)\|LOG:\s+(?:statement|execute [^:]*): (.*)$/;
const TRANSACTION_CONTROL =
  /^\s*(BEGIN|START TRANSACTION|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

export interface StatementCount {
  /** Every statement, transaction control included. */
  all: number;
  /** Without BEGIN/COMMIT/ROLLBACK/SAVEPOINT: the queries that do work. */
  queries: number;
}

export class PgStatements {
  private constructor(
    private readonly client: pg.Client,
    private readonly logFile: string,
  ) {}

  static async open(databaseUrl: string | undefined): Promise<PgStatements> {
    if (!databaseUrl)
      throw new Error('No search database: QUERYHUB_SEARCH_DATABASE_URL is not set.');
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: BENCH_APPLICATION,
    });
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    const dataDir = rows[0]?.data_directory ?? '';
    const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`);
    if (!existsSync(logFile)) {
      await client.end();
      throw new Error(`The search database's log is not at ${logFile}.`);
    }
    await client.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await client.query(`ALTER SYSTEM SET log_line_prefix = '%m [%p] %a|'`);
    await client.query('SELECT pg_reload_conf()');
    const counter = new PgStatements(client, logFile);
    await counter.waitUntilLogging();
    return counter;
  }

  /** The reload is asynchronous: wait until the log shows this client's own statement. */
  private async waitUntilLogging(): Promise<void> {
    const start = this.mark();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await this.client.query("SELECT 'cost-bench: logging on'");
      if (this.lines(start).some((line) => line.includes(`${BENCH_APPLICATION}|LOG:`))) return;
      await sleep(100);
    }
    throw new Error('PostgreSQL did not start logging statements.');
  }

  mark(): number {
    return statSync(this.logFile).size;
  }

  private lines(mark: number): string[] {
    const end = statSync(this.logFile).size;
    if (end <= mark) return [];
    const buffer = Buffer.alloc(end - mark);
    const fd = openSync(this.logFile, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, mark);
    } finally {
      closeSync(fd);
    }
    return buffer.toString('utf8').split('\n');
  }

  /** Statements of every client but this bench's since `mark`. */
  since(mark: number): StatementCount {
    let all = 0;
    let queries = 0;
    for (const line of this.lines(mark)) {
      const match = STATEMENT.exec(line);
      if (!match || match[1] === BENCH_APPLICATION) continue;
      all += 1;
      if (!TRANSACTION_CONTROL.test(match[2] ?? '')) queries += 1;
    }
    return { all, queries };
  }

  async close(): Promise<void> {
    await this.client.query('ALTER SYSTEM RESET log_statement');
    await this.client.query('ALTER SYSTEM RESET log_line_prefix');
    await this.client.query('SELECT pg_reload_conf()');
    await this.client.end();
  }
}
