// Runs the search database's `postgres` (arguments after the script) as a child and ties it to
// the supervisor that started this script: started by postgres-service.ts, never imported.
//
// PostgreSQL outlives a parent that is killed (`kill -9` of `npm start`), and would then hold
// its port and make the next stack fail. This leash ends it (immediate shutdown, SIGQUIT) as
// soon as its parent is gone, and passes a stop request on (SIGINT: fast shutdown) to it.
// Plain JavaScript: it must start at once. POSTGRES_UID/POSTGRES_GID run it as that user (root
// may not run PostgreSQL).
import { spawn } from 'node:child_process';

const POLL_MS = 300;
const [command, ...args] = process.argv.slice(2);
const user = process.env.POSTGRES_UID
  ? { uid: Number(process.env.POSTGRES_UID), gid: Number(process.env.POSTGRES_GID) }
  : {};
const server = spawn(command, args, { stdio: 'inherit', ...user });
const parent = process.ppid;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGINT'));
}
const watch = setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGQUIT');
}, POLL_MS);
server.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
