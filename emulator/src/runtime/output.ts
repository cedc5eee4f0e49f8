// Writes each message with exactly one write() call. firebase-tools parses every stdout chunk as a
// single JSON document, so two messages written back to back could arrive glued together; when
// that could happen (the answered request came in before the previous write) the next write waits.
const SPACING_MS = 3;

export class SpacedWriter {
  private lastWriteAt = -Infinity;
  private queue: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly write: (chunk: string) => void) {}

  /** `receivedAt` is when the request being answered arrived (performance.now()). */
  send(message: unknown, receivedAt: number): void {
    const line = `${JSON.stringify(message)}\n`;
    const now = performance.now();
    const requesterSawLastWrite = receivedAt > this.lastWriteAt;
    if (
      !this.timer &&
      this.queue.length === 0 &&
      (requesterSawLastWrite || now - this.lastWriteAt >= SPACING_MS)
    ) {
      this.emit(line);
      return;
    }
    this.queue.push(line);
    this.schedule();
  }

  /** Resolves once every queued message has been written. */
  async whenIdle(): Promise<void> {
    while (this.timer || this.queue.length > 0)
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
  }

  private emit(line: string): void {
    this.write(line);
    this.lastWriteAt = performance.now();
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.ceil(SPACING_MS - (performance.now() - this.lastWriteAt));
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        // Timers may fire a little early; never write before the spacing has really passed.
        if (performance.now() - this.lastWriteAt >= SPACING_MS) {
          const next = this.queue.shift();
          if (next !== undefined) this.emit(next);
        }
        if (this.queue.length > 0) this.schedule();
      },
      Math.max(1, wait),
    );
  }
}
