import type { ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { descendants, isRunning, launcherChain, startTime } from './process-tree.js';

/**
 * How the stack stops, whoever asks. A terminal's Ctrl-C signals the whole foreground process
 * group, but a supervisor (systemd, Docker, a CI runner, an editor's stop button) signals only
 * the process it started: the `npm` process. npm 11 forwards SIGINT and SIGTERM to its child and
 * dies on SIGHUP without forwarding it, so our scripts (started with `exec node`, so npm's child
 * is this process and not a shell) treat as "stop": SIGINT, SIGTERM, SIGHUP, and their parent
 * or a launcher above it (see launcherChain) ending. firebase-tools runs in a process group of
 * its own; a stop request sends SIGINT to that group, exactly what Ctrl-C does (it exports and
 * exits), and after STOP_GRACE_MS ends whatever is left of its process tree, JVMs included,
 * with SIGKILL.
 */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Leaves the ports free within 10 s of the request, with a margin for the JVMs to exit. */
const STOP_GRACE_MS = 8000;

const PARENT_POLL_MS = 500;

/**
 * npm killed (or a shell between npm and us): any launcher of ours ending means "stop". Taken
 * when this module loads, so that a launcher that ends while we wait for the suite lock counts.
 */
const launchers = launcherChain('self').map((pid) => ({ pid, started: startTime(pid) }));

const TREE_POLL_MS = 2000;

/**
 * Calls `stop` once, on the first of SIGINT, SIGTERM, SIGHUP or a launcher of ours ending.
 * Later signals are ignored: Ctrl-C in a terminal reaches this process twice (from the terminal
 * and forwarded by npm), and the stop already under way must be allowed to save the data.
 */
function onStopRequest(stop: (reason: string) => void): void {
  let requested = false;
  const request = (reason: string) => {
    if (requested) return;
    requested = true;
    clearInterval(watchdog);
    stop(reason);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => request(signal));
  // A closed terminal or a supervisor gone makes writes to stdout fail; keep stopping anyway.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  const watchdog = setInterval(() => {
    const gone = launchers.some(
      ({ pid, started }) => !isRunning(pid) || startTime(pid) !== started,
    );
    if (gone) request('the parent process ended');
  }, PARENT_POLL_MS);
  watchdog.unref();
}

function signalGroup(leader: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-leader, signal);
  } catch {
    // The group is gone.
  }
}

/** Processes by pid and start time, so a pid reused by an unrelated process is never signalled. */
type Tree = Map<number, string | undefined>;

const stillOurs = (tree: Tree, pid: number): boolean =>
  isRunning(pid) && startTime(pid) === tree.get(pid);

function killAll(tree: Tree, signal: NodeJS.Signals): void {
  for (const pid of tree.keys()) {
    try {
      if (stillOurs(tree, pid)) process.kill(pid, signal);
    } catch {
      // Ended meanwhile.
    }
  }
}

/** When `file` was last written (epoch ms), or undefined when it does not exist. */
function writtenAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Runs a firebase-tools child started with `detached: true` (a process group of its own) until
 * it exits, stopping it on any stop request (see onStopRequest) along with `companions` (other
 * children, such as Vite). Resolves with the exit code for this process once nothing the child
 * started is left running.
 *
 * `exportMarker` is a file firebase-tools writes when its export on exit completes
 * (`firebase-export-metadata.json`). firebase-tools exports first and then waits up to a minute
 * for queued trigger runs to finish; whatever they write after the export is not saved anyway.
 * So a stop that had to end the emulators after the grace period still succeeds (exit code 0)
 * when the marker was written after the stop request: the data is saved as on Ctrl-C.
 */
export function superviseFirebase(
  child: ChildProcess,
  companions: ChildProcess[] = [],
  graceMs: number = STOP_GRACE_MS,
  exportMarker?: string,
): Promise<number> {
  const leader = child.pid as number;
  // Processes firebase-tools starts outside its group (the Firestore JVM) are found through the
  // process tree; it is sampled while it exists, since orphans are reparented when it ends.
  const tree: Tree = new Map();
  const sampleTree = () => {
    for (const pid of descendants(leader)) if (!tree.has(pid)) tree.set(pid, startTime(pid));
  };
  const sampler = setInterval(sampleTree, TREE_POLL_MS);
  sampler.unref();

  let escalation: NodeJS.Timeout | undefined;
  let savedThenEnded = false;
  onStopRequest((reason) => {
    // Compared with the marker's own earlier time, not the clock: file times come from the
    // kernel's coarse clock and can read a few ms earlier than Date.now() taken before them.
    const markerBefore = exportMarker === undefined ? undefined : writtenAt(exportMarker);
    console.log(`\nStopping the emulators (${reason}); saving their data first…`);
    sampleTree();
    signalGroup(leader, 'SIGINT');
    for (const companion of companions) companion.kill('SIGTERM');
    escalation = setTimeout(() => {
      const markerNow = exportMarker === undefined ? undefined : writtenAt(exportMarker);
      savedThenEnded = markerNow !== undefined && markerNow !== markerBefore;
      console.log(
        savedThenEnded
          ? `The data is saved; the emulators did not finish stopping within ${graceMs / 1000} s ` +
              '(queued trigger runs), so they are ended now.'
          : `The emulators did not stop within ${graceMs / 1000} s; ending them.`,
      );
      sampleTree();
      signalGroup(leader, 'SIGKILL');
      killAll(tree, 'SIGKILL');
      for (const companion of companions) companion.kill('SIGKILL');
    }, graceMs);
  });

  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      clearInterval(sampler);
      if (escalation) clearTimeout(escalation);
      const exitCode = savedThenEnded ? 0 : (code ?? (signal ? 1 : 0));
      void endLeftovers(tree).then(() => resolve(exitCode));
    });
  });
}

/** Whatever firebase-tools left behind gets SIGTERM, then SIGKILL after 2 s. */
async function endLeftovers(tree: Tree): Promise<void> {
  killAll(tree, 'SIGTERM');
  const deadline = Date.now() + 2000;
  while ([...tree.keys()].some((pid) => stillOurs(tree, pid)) && Date.now() < deadline) {
    await sleep(100);
  }
  killAll(tree, 'SIGKILL');
}
