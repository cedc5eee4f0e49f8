// The functions the emulator starts, as its log says ("Beginning execution of
// "us-central1-onVoteWritten""), read from the logging emulator's WebSocket stream: the one
// place that sees every invocation, whatever woke it. Node 20 has a WebSocket client behind
// --experimental-websocket (on by default from Node 22).
import { setTimeout as sleep } from 'node:timers/promises';

const LOGGING_URL = 'ws://127.0.0.1:4500';
const BEGINNING = /Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)"/;
const FINISHED = /Finished "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)" in ([0-9.]+)ms/;

interface LogBundle {
  message?: string;
  timestamp?: number;
}

export class FunctionRuns {
  private readonly runs: { at: number; name: string }[] = [];
  private readonly finished: { name: string; ms: number }[] = [];
  private running = 0;
  private lastEvent = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event: MessageEvent) => {
      const bundle = JSON.parse(String(event.data)) as LogBundle;
      const message = bundle.message ?? '';
      const match = BEGINNING.exec(message);
      if (match?.[1]) {
        this.runs.push({ at: Date.now(), name: match[1] });
        this.running += 1;
        this.lastEvent = Date.now();
        return;
      }
      const finished = FINISHED.exec(message);
      if (finished?.[1]) {
        this.finished.push({ name: finished[1], ms: Number(finished[2]) });
        this.running = Math.max(0, this.running - 1);
        this.lastEvent = Date.now();
      }
    });
  }

  static async connect(): Promise<FunctionRuns> {
    if (typeof WebSocket === 'undefined') {
      throw new Error(
        'This bench needs a WebSocket client: run it with node --experimental-websocket.',
      );
    }
    const socket = new WebSocket(LOGGING_URL);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener(
        'error',
        () => reject(new Error(`No logging emulator at ${LOGGING_URL} (is it in --only?)`)),
        { once: true },
      );
    });
    return new FunctionRuns(socket);
  }

  /** A point in the stream: `since(mark)` lists what started after it. */
  mark(): number {
    return this.runs.length;
  }

  since(mark: number): string[] {
    return this.runs.slice(mark).map((run) => run.name);
  }

  /** A point in the "Finished … in N ms" lines: `durationsSince(mark)` lists what ended after it. */
  finishMark(): number {
    return this.finished.length;
  }

  /** How long each run that ended after `mark` took, as the emulator timed it. */
  durationsSince(mark: number): { name: string; ms: number }[] {
    return this.finished.slice(mark);
  }

  /**
   * Resolves once no function runs and none has started or finished for `quietMs`, counted from
   * the call at the earliest: a trigger starts some time after the write that wakes it.
   */
  async quiet(quietMs: number): Promise<void> {
    const called = Date.now();
    for (;;) {
      const wait = Math.max(this.lastEvent, called) + quietMs - Date.now();
      if (this.running === 0 && wait <= 0) return;
      await sleep(Math.max(wait, 100));
    }
  }

  close(): void {
    this.socket.close();
  }
}
