import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid of a process, from /proc (undefined when it is gone or there is no /proc). */
export function parentPid(pid: number | 'self'): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4; the command name (field 2) may contain spaces, so count from its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** Every (pid, ppid) pair on the machine, from /proc. */
function parentLinks(): [number, number][] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const ppid = parentPid(Number(entry));
    return ppid === undefined ? [] : [[Number(entry), ppid] as [number, number]];
  });
}

/** The pids below `links`' root `root` (children, grandchildren, ...), not `root` itself. */
export function descendantsIn(links: [number, number][], root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [pid, ppid] of links) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** The descendants of `root` running now. */
export function descendants(root: number): number[] {
  return descendantsIn(parentLinks(), root);
}

/**
 * When the process started (clock ticks since boot; undefined when it is gone or there is no
 * /proc). A pid plus its start time names one process even after the pid is reused.
 */
export function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether `pid` is running (a zombie, ended but not yet reaped, is not). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** The kernel's short name of a process (`/proc/<pid>/comm`), undefined when gone. */
function commandName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The programs that launch our scripts: npm (it renames itself), shells running `-c`, node. */
const LAUNCHERS = /^(npm.*|npx|node|tsx|sh|dash)$/;

/**
 * The ancestors of `pid` that launched it, nearest first: its parent, then each further
 * ancestor that is npm, `sh` or node (`npm test` runs `sh -c "… && npm run test:emulators"`,
 * whose npm runs our script). Stops at pid 1 and at anything else, such as the terminal's
 * interactive shell, which is left out (so `nohup npm start &` outlives the terminal).
 */
export function launcherChain(pid: number | 'self'): number[] {
  const parent = parentPid(pid);
  if (parent === undefined || parent <= 1) return [];
  const chain = [parent];
  for (let current = parentPid(parent); current !== undefined && current > 1;) {
    if (!LAUNCHERS.test(commandName(current) ?? '')) break;
    chain.push(current);
    current = parentPid(current);
  }
  return chain;
}
