// Writes each message with exactly one write() call, spaced out. firebase-tools parses every
// stdout chunk as one JSON document (emulator/storage/rules/runtime.js), so two messages that
// reach its pipe before it reads would arrive glued together: it cannot parse the chunk, drops
// both, and the uploads waiting for them hang. Its event loop can be busy for tens of
// milliseconds on a loaded machine (a 20 ms spacing still lost messages in the test suite), so
// a message waits until SPACING_MS have passed since the previous write, unless the reader has
// provably read that write: it answered our latest request for a Firestore document (its reply
// carries that request's id).
const SPACING_MS = 40;

export class SpacedWriter {
  private lastWriteAt = -Infinity;
  /** The `server_request_id` of the last message written, when it asked the reader for data. */
  private awaitedReply: number | undefined;
  private readerCaughtUp = true;
  private queue: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly write: (chunk: string) => void) {}

  send(message: unknown): void {
    const line = `${JSON.stringify(message)}\n`;
    if (!this.timer && this.queue.length === 0 && this.mayWriteNow()) {
      this.emit(line, message);
      return;
    }
    this.queue.push(line);
    this.schedule();
  }

  /** Called with the id of every request received: a reply to our last message proves it read. */
  received(id: unknown): void {
    if (id === undefined || id !== this.awaitedReply) return;
    this.readerCaughtUp = true;
    this.awaitedReply = undefined;
  }

  /** Resolves once every queued message has been written. */
  async whenIdle(): Promise<void> {
    while (this.timer || this.queue.length > 0)
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
  }

  private mayWriteNow(): boolean {
    return this.readerCaughtUp || performance.now() - this.lastWriteAt >= SPACING_MS;
  }

  private emit(line: string, message: unknown): void {
    this.write(line);
    this.lastWriteAt = performance.now();
    this.readerCaughtUp = false;
    const serverRequestId = (message as { server_request_id?: unknown } | null)?.server_request_id;
    this.awaitedReply = typeof serverRequestId === 'number' ? serverRequestId : undefined;
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.ceil(SPACING_MS - (performance.now() - this.lastWriteAt));
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        // Timers may fire a little early; never write before the spacing has really passed.
        if (this.mayWriteNow()) {
          const next = this.queue.shift();
          if (next !== undefined) this.emit(next, JSON.parse(next));
        }
        if (this.queue.length > 0) this.schedule();
      },
      Math.max(1, wait),
    );
  }
}
