// The whole stack as `npm start` runs it, in its own process group with its own state folder,
// so fault tests can press Ctrl-C (SIGINT to the group) or pull the plug (SIGKILL to the group)
// without touching the developer's .emulator-state.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Waiting includes the suite lock, which another suite on this machine may hold. */
const START_TIMEOUT_MS = 25 * 60_000;
const STOP_TIMEOUT_MS = 120_000;

export function makeStateDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'queryhub-faults-state-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The pids of `root` and all its descendants, now. */
export function processTree(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of rows) if (ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

function commandLines(): Map<number, string> {
  const output = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  const lines = output
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/));
  return new Map(lines.flatMap((match) => (match ? [[Number(match[1]), match[2] as string]] : [])));
}

/** Running (a killed process stays a zombie until its new parent reaps it: not running). */
/** Whether something accepts TCP connections on the loopback port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Stacks started by this process and not yet stopped: Ctrl-C'd if the test process exits. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
});

/**
 * `script`: start.ts run directly; `npm`: `npm start`, as a supervisor would run it; or any
 * npm script with the text that tells it is ready.
 */
export type Launcher = 'script' | 'npm' | { npmScript: string; ready: string };

const READY_TEXT = 'QueryHub is running';

export class Stack {
  private output = '';
  private received = 0;
  private exitCode: number | null | undefined;
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    running.add(child.pid as number);
    this.exited = new Promise((resolve) =>
      child.on('exit', (code) => {
        running.delete(child.pid as number);
        this.exitCode = code;
        resolve();
      }),
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      this.received += text.length;
      this.output = (this.output + text).slice(-200_000);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  }

  /**
   * Starts `npm start`'s script with QUERYHUB_STATE_DIR and waits for "QueryHub is running".
   * Another suite may still hold the ports for a moment after it released the suite lock; then
   * the start fails with "already in use" and is tried again.
   */
  static async start(stateDir: string, launcher: Launcher = 'script'): Promise<Stack> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const stack = await Stack.startOnce(stateDir, deadline, launcher);
      if (stack instanceof Stack) return stack;
      const portsBusy = /already in use/.test(stack.log) || /Waiting for another/.test(stack.log);
      if (!portsBusy || Date.now() > deadline) {
        throw new Error(`The stack exited before it was ready:\n${stack.log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }

  private static async startOnce(
    stateDir: string,
    deadline: number,
    launcher: Launcher,
  ): Promise<Stack | { log: string }> {
    const [command, args, ready] =
      launcher === 'script'
        ? [process.execPath, ['--import', 'tsx', 'stack/scripts/start.ts'], READY_TEXT]
        : launcher === 'npm'
          ? ['npm', ['start'], READY_TEXT]
          : ['npm', ['run', launcher.npmScript], launcher.ready];
    const child = spawn(command, args, {
      cwd: repoRoot,
      // The fault switch (functions/src/testing/fault-switch.ts) is armed for this suite only.
      env: { ...process.env, QUERYHUB_STATE_DIR: stateDir, QUERYHUB_FAULT_SWITCH: 'on' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stack = new Stack(child);
    while (!stack.output.includes(ready)) {
      if (stack.exitCode !== undefined) return { log: stack.log(3000) };
      if (Date.now() > deadline) {
        await stack.kill9();
        throw new Error(`The stack was not ready in time:\n${stack.log(3000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return stack;
  }

  log(chars = 5000): string {
    return this.output.slice(-chars);
  }

  /** A position in the stack's output, for `logSince`. */
  mark(): number {
    return this.received;
  }

  /** What the stack printed since `mark` (up to the last 200,000 characters). */
  logSince(mark: number): string {
    return this.output.slice(-Math.min(this.received - mark, this.output.length));
  }

  /** The pid of the process this stack was started as (`npm` or start.ts). */
  get pid(): number {
    return this.child.pid as number;
  }

  /**
   * `signal` to the started process alone, as a supervisor sends it (not to the group, as a
   * terminal does); resolves once that process has exited.
   */
  async signalProcess(signal: NodeJS.Signals): Promise<{ code: number | null | undefined }> {
    process.kill(this.pid, signal);
    await this.waitForExit();
    return { code: this.exitCode };
  }

  /** Ctrl-C: SIGINT to the whole group; firebase-tools exports the state, then everything exits. */
  async interrupt(): Promise<{ code: number | null | undefined; log: string }> {
    process.kill(-(this.child.pid as number), 'SIGINT');
    await this.waitForExit();
    return { code: this.exitCode, log: this.log(4000) };
  }

  /**
   * SIGKILL to the group, as `kill -9` would. firebase-tools starts the Firestore JVM in a group
   * of its own, so it survives; `survivors` lists such processes, left running for the next
   * `npm start` to end (reserveSuite → stopOrphanedEmulators).
   */
  async kill9(): Promise<{ survivors: string[]; survivorPids: number[] }> {
    const tree = processTree(this.child.pid as number);
    const commands = commandLines();
    try {
      process.kill(-(this.child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
    await this.waitForExit();
    const settle = Date.now() + 5000;
    while (tree.some(isAlive) && Date.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const survivors = tree.filter(isAlive);
    return {
      survivors: survivors.map((pid) => `${pid} ${commands.get(pid) ?? ''}`.slice(0, 160)),
      survivorPids: survivors,
    };
  }

  private async waitForExit(): Promise<void> {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`The stack did not exit in time:\n${this.log(3000)}`)),
        STOP_TIMEOUT_MS,
      ),
    );
    await Promise.race([this.exited, timeout]);
  }
}
