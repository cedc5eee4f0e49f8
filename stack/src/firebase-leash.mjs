// Preloaded into the firebase-tools process (`node --import`), never imported by our code.
//
// firebase-tools runs in a process group of its own, so that our supervisor can stop it with one
// SIGINT whoever signalled the supervisor (graceful-stop.ts). The cost: a `kill -9` of the
// supervisor, or of the whole `npm start` group, no longer reaches firebase-tools, which would
// keep running with its functions runtimes and JVMs and hold every port. This leash closes that
// gap: when the supervisor that started firebase-tools is gone, it ends firebase-tools and
// everything below it at once, as the kill -9 would have (nothing is exported; a supervisor that
// is asked to stop exports first).
//
// Plain JavaScript reading /proc, because it loads before firebase-tools on every start and must
// cost nothing; it is active only in the process whose parent is QUERYHUB_LEASH_PID, so the
// functions runtimes that firebase-tools forks (inheriting this preload) stay unaffected.
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 300;
const supervisor = Number(process.env.QUERYHUB_LEASH_PID);

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function descendantsOf(root) {
  let links;
  try {
    links = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => [Number(name), parentOf(name)]);
  } catch {
    return [];
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [pid, ppid] of links) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function killQuietly(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

if (supervisor > 0 && process.ppid === supervisor) {
  const leash = setInterval(() => {
    if (process.ppid === supervisor) return;
    clearInterval(leash);
    // Processes started outside our group (the Firestore JVM) are found through the tree.
    for (const pid of descendantsOf(process.pid)) killQuietly(pid);
    killQuietly(-process.pid);
    killQuietly(process.pid);
  }, POLL_MS);
  leash.unref();
}
