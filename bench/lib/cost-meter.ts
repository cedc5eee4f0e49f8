// One measured window of the cost bench: what ran between two marks, from every source at once —
// the functions the emulator started (and how long each took), the Firestore reads and writes the
// functions made (the probe), and the statements the search database executed.
import { FunctionRuns } from './function-runs.js';
import { PgStatements, type StatementCount } from './pg-statements.js';
import { ProbeLog, type ProbeEvent } from './probe-log.js';

export interface Marks {
  runs: number;
  finished: number;
  probe: number;
  pg: number;
}

export interface Reading {
  /** Functions started, by name (one entry per invocation). */
  functions: string[];
  /** The emulator's duration of each run that ended (ms). */
  durationsMs: number[];
  probe: ProbeEvent[];
  pg: StatementCount;
}

export class CostMeter {
  private constructor(
    readonly runs: FunctionRuns,
    private readonly probe: ProbeLog,
    private readonly pg: PgStatements,
  ) {}

  static async open(databaseUrl: string | undefined): Promise<CostMeter> {
    const probe = ProbeLog.open();
    const [runs, pg] = await Promise.all([FunctionRuns.connect(), PgStatements.open(databaseUrl)]);
    return new CostMeter(runs, probe, pg);
  }

  mark(): Marks {
    return {
      runs: this.runs.mark(),
      finished: this.runs.finishMark(),
      probe: this.probe.mark(),
      pg: this.pg.mark(),
    };
  }

  /** What ran since `marks`. */
  read(marks: Marks): Reading {
    return {
      functions: this.runs.since(marks.runs),
      durationsMs: this.runs.durationsSince(marks.finished).map((run) => run.ms),
      probe: this.probe.since(marks.probe),
      pg: this.pg.since(marks.pg),
    };
  }

  async close(): Promise<void> {
    this.runs.close();
    await this.pg.close();
  }
}
