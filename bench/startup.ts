// Stack start-up: `npm start` (its script) until it prints "Ready in", as on a fresh clone (the
// generated launcher JARs and every build output removed, demo data imported) and as a warm
// restart (saved state, builds current), with a state folder of its own; beside it the peer,
// `firebase emulators:start` alone with the same import (bench/lib/peer-start.ts), in the same run.
// `--runs N` repeats the warm and peer starts (median reported); `--busy` runs two CPU-bound
// processes meanwhile, as a busy machine would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface StartRun {
  readySeconds: number;
  /** From firebase-tools loading the default codebase's definitions to the `ssr` codebase's. */
  ssrCodebaseSeconds: number;
  setupSeconds: number;
  emulatorSeconds: number;
  stopSeconds: number;
}

/** `npm start`'s own figures, which leave out any wait for another suite's lock. */
const READY_LINE = /Ready in ([\d.]+) s \(setup and builds ([\d.]+) s, emulators ([\d.]+) s\)/;

/**
 * firebase-tools' line when a functions codebase's triggers are known; it lists the functions,
 * so the `ssr` codebase is the line naming only `ssr`, and the default codebase the other.
 */
const CODEBASE_LOADED = /Loaded functions definitions from source: ([^\n]+)/g;

/** Starts the stack in its own process group, times "ready", then stops it as Ctrl-C would. */
function startOnce(stateDir: string): Promise<StartRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'stack/scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, QUERYHUB_STATE_DIR: stateDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let readyAt: number | undefined;
    const loaded = new Map<string, number>();
    let figures: RegExpExecArray | null = null;
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      for (const match of chunk.toString().matchAll(CODEBASE_LOADED)) {
        const codebase = match[1]!.trim() === 'ssr.' ? 'ssr' : 'default';
        if (!loaded.has(codebase)) loaded.set(codebase, performance.now());
      }
      figures ??= READY_LINE.exec(output);
      if (readyAt === undefined && figures) {
        readyAt = performance.now();
        process.kill(-child.pid!, 'SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // Generous: the time may include waiting for another suite's lock.
    const timeout = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`the stack did not start within 20 min:\n${output.slice(-2000)}`));
    }, 20 * 60_000);
    child.on('exit', () => {
      clearTimeout(timeout);
      if (readyAt === undefined || !figures) {
        return reject(new Error(`the stack exited before it was ready:\n${output.slice(-2000)}`));
      }
      resolve({
        readySeconds: Number(figures[1]),
        ssrCodebaseSeconds:
          ((loaded.get('ssr') ?? Number.NaN) - (loaded.get('default') ?? Number.NaN)) / 1000,
        setupSeconds: Number(figures[2]),
        emulatorSeconds: Number(figures[3]),
        stopSeconds: (performance.now() - readyAt) / 1000,
      });
    });
  });
}

/** What a fresh clone lacks: generated launcher JARs and every build output. */
const FRESH_CLONE_REMOVES = [
  '.cache/emulators',
  'functions/lib',
  'web/dist',
  'ssr/lib',
  'rules-engine/dist',
];

/** `firebase emulators:start` alone, importing `importDir`; its seconds to "All emulators ready". */
function peerOnce(importDir: string): number {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/peer-start.ts', importDir],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const match = /Peer ready in ([\d.]+) s/.exec(result.stdout);
  if (!match) throw new Error(`the peer did not start:\n${result.stdout}${result.stderr}`);
  return Number(match[1]);
}

/** Two CPU-bound processes, as other work on a busy machine; stop them with the result. */
function busyLoad(): () => void {
  const loops: ChildProcess[] = [1, 2].map(() =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function benchStartup({ runs = 1, busy = false } = {}): Promise<void> {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'queryhub-bench-state-'));
  const stopLoad = busy ? busyLoad() : () => undefined;
  try {
    for (const entry of FRESH_CLONE_REMOVES) {
      rmSync(path.join(repoRoot, entry), { recursive: true, force: true });
    }
    const cold = await startOnce(stateDir);
    const coldPeer = peerOnce(path.join(repoRoot, 'emulator-data'));
    const warm: StartRun[] = [];
    const peer: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      warm.push(await startOnce(stateDir));
      peer.push(peerOnce(stateDir));
    }
    const load = busy ? 'beside two CPU-bound processes' : 'no load of its own';
    console.log(`\nStack start-up (npm start → "Ready in"; ${load}; warm: median of ${runs})`);
    const row = (runsOf: StartRun[], peerSeconds: number[]) => ({
      'ready (s)': median(runsOf.map((run) => run.readySeconds)).toFixed(1),
      'setup + builds (s)': median(runsOf.map((run) => run.setupSeconds)).toFixed(1),
      'emulators (s)': median(runsOf.map((run) => run.emulatorSeconds)).toFixed(1),
      'peer (s)': median(peerSeconds).toFixed(1),
      'ssr codebase (s)': median(runsOf.map((run) => run.ssrCodebaseSeconds)).toFixed(1),
      'Ctrl-C → exit (s)': median(runsOf.map((run) => run.stopSeconds)).toFixed(1),
      'all ready (s)': runsOf.map((run) => run.readySeconds.toFixed(1)).join(', '),
    });
    console.table({
      'cold (fresh clone, demo data import)': row([cold], [coldPeer]),
      'warm restart (saved state)': row(warm, peer),
    });
  } finally {
    stopLoad();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runsIndex = process.argv.indexOf('--runs');
  await benchStartup({
    runs: runsIndex === -1 ? 1 : Number(process.argv[runsIndex + 1]),
    busy: process.argv.includes('--busy'),
  });
}
