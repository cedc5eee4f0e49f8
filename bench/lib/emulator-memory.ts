// Resident memory of the emulator processes serving this benchmark: every descendant of the
// `firebase emulators:exec` (or `emulators:start`) process that is an ancestor of this one,
// minus this benchmark's own process tree. Linux `ps` only.
import { execFileSync } from 'node:child_process';

interface ProcessRow {
  pid: number;
  ppid: number;
  rssKb: number;
  args: string;
}

function processTable(): ProcessRow[] {
  const output = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' });
  return output
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({
      pid: Number(match[1]),
      ppid: Number(match[2]),
      rssKb: Number(match[3]),
      args: match[4] as string,
    }));
}

const isFirebaseCli = (args: string) => /emulators:(exec|start)/.test(args);

/** A short name for an emulator process, from its command line. */
function label(args: string): string {
  if (args.includes('cloud-firestore-emulator')) return 'firestore (java)';
  if (args.includes('storage-rules-runtime')) return 'storage rules runtime launcher (java)';
  if (args.includes('/runtime/')) return 'storage rules runtime (node)';
  if (args.includes('functionsEmulatorRuntime')) return 'functions worker (node)';
  if (isFirebaseCli(args)) return 'firebase-tools: hub, auth, storage, functions (node)';
  if (args.startsWith('java')) return 'java';
  return args.split(' ')[0]?.split('/').pop() ?? args;
}

export interface EmulatorProcess {
  pid: number;
  label: string;
  rssKb: number;
}

export function emulatorProcesses(): EmulatorProcess[] {
  const table = processTable();
  const byPid = new Map(table.map((row) => [row.pid, row]));
  let root: ProcessRow | undefined;
  for (let row = byPid.get(process.ppid); row; row = byPid.get(row.ppid)) {
    if (isFirebaseCli(row.args)) {
      root = row;
      break;
    }
  }
  if (!root) return [];
  const excluded = new Set<number>();
  for (let row = byPid.get(process.pid); row && row !== root; row = byPid.get(row.ppid)) {
    excluded.add(row.pid);
  }
  const found: ProcessRow[] = [root];
  for (let index = 0; index < found.length; index += 1) {
    const parent = (found[index] as ProcessRow).pid;
    for (const row of table) {
      if (row.ppid === parent && !excluded.has(row.pid)) found.push(row);
    }
  }
  return found
    .filter((row) => !/^(sh|bash|\/bin\/sh)\b/.test(row.args) && row.rssKb > 0)
    .map((row) => ({ pid: row.pid, label: label(row.args), rssKb: row.rssKb }));
}
