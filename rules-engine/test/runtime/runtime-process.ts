// Test helper: the compiled runtime as a child process, driven with JSON lines like firebase-tools does.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRulesRuntimeBuilt } from '@queryhub/stack/typescript-build';

const mainJs = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/runtime/main.js',
);

export type Message = Record<string, unknown>;

export class RuntimeProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private readonly received: Message[] = [];
  private waiters: (() => void)[] = [];
  readonly stderr: string[] = [];

  private constructor() {
    this.child = spawn(process.execPath, [mainJs, 'serve'], { stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        this.received.push(JSON.parse(line) as Message);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => this.stderr.push(chunk));
  }

  static async start(): Promise<RuntimeProcess> {
    ensureRulesRuntimeBuilt();
    const runtime = new RuntimeProcess();
    await runtime.next((message) => message.id === -1);
    return runtime;
  }

  get alive(): boolean {
    return this.child.exitCode === null && !this.child.killed;
  }

  sendRaw(text: string): void {
    this.child.stdin.write(text);
  }

  send(message: Message): void {
    this.sendRaw(`${JSON.stringify(message)}\n`);
  }

  /** Resolves with (and consumes) the first received message matching `predicate`. */
  async next(predicate: (message: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(predicate);
      if (index >= 0) return this.received.splice(index, 1)[0] as Message;
      if (Date.now() > deadline)
        throw new Error(`No matching message; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async request(message: Message): Promise<Message> {
    this.send(message);
    return this.next((reply) => reply.id === message.id || reply.server_request_id === message.id);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.alive) return resolve();
      this.child.once('exit', () => resolve());
      this.child.stdin.end();
    });
  }
}
