// The bench's side of firestore-probe.mjs: the JSON lines the functions' workers append, read by
// byte offset so each measured window takes only its own.
import { closeSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';

const PROBE_FILE_VARIABLE = 'QUERYHUB_COST_PROBE_FILE';

export interface ProbedWrite {
  /** `Collection/id` (or deeper for a subcollection). */
  path: string;
  op: 'create' | 'set' | 'update' | 'delete';
  /** The field paths the write changes (update mask and transforms); null: the whole document. */
  mask: string[] | null;
}

export type ProbeEvent =
  | {
      t: number;
      fn: string;
      kind: 'read';
      method: 'runQuery' | 'runAggregationQuery' | 'batchGetDocuments';
      docs: number;
      targets: string[];
    }
  | { t: number; fn: string; kind: 'write'; method: string; writes: ProbedWrite[] };

export class ProbeLog {
  private constructor(private readonly file: string) {}

  /** Starts from an empty file; throws when the stack was not started with the probe. */
  static open(): ProbeLog {
    const file = process.env[PROBE_FILE_VARIABLE];
    if (!file || !(process.env.NODE_OPTIONS ?? '').includes('firestore-probe')) {
      throw new Error(
        'The functions must run with bench/lib/firestore-probe.mjs preloaded: run `npm run bench:cost`.',
      );
    }
    writeFileSync(file, '');
    return new ProbeLog(file);
  }

  mark(): number {
    return statSync(this.file).size;
  }

  since(mark: number): ProbeEvent[] {
    const end = statSync(this.file).size;
    if (end <= mark) return [];
    const buffer = Buffer.alloc(end - mark);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, mark);
    } finally {
      closeSync(fd);
    }
    return buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ProbeEvent);
  }
}

/**
 * Billed reads of a run of Admin SDK calls: a document per document returned (a get of a missing
 * document included), and at least one per query even when it returns none (Firestore pricing,
 * "Minimum charge"); an aggregation counts one (one per 1,000 index entries it reads).
 */
export function billedReads(events: readonly ProbeEvent[]): number {
  let reads = 0;
  for (const event of events) {
    if (event.kind !== 'read') continue;
    reads += event.method === 'batchGetDocuments' ? event.docs : Math.max(1, event.docs);
  }
  return reads;
}

export function probedWrites(events: readonly ProbeEvent[]): ProbedWrite[] {
  return events.flatMap((event) => (event.kind === 'write' ? event.writes : []));
}
