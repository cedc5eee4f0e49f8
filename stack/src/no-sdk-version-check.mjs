// Preloaded into the firebase-tools process (`node --import`), never imported by our code.
//
// Before it loads a functions codebase, firebase-tools runs `npm show firebase-functions` to warn
// when a newer SDK is out: synchronously, once per codebase (two here), on every start. It is a
// network request on the critical path of start-up: about 0.7 s each with a registry at hand,
// a failure after DNS offline, and up to its 10 s timeout each on a network that drops packets.
// The local stack does not ask: that one command fails at once, as firebase-tools expects when
// npm cannot be run (it logs the error at debug level and goes on). Every other spawn is untouched.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const originalSpawnSync = childProcess.spawnSync;

function isSdkVersionCheck(command, args) {
  return (
    typeof command === 'string' &&
    /(^|\/)npm(\.cmd)?$/.test(command) &&
    Array.isArray(args) &&
    args[0] === 'show' &&
    args[1] === 'firebase-functions'
  );
}

childProcess.spawnSync = function spawnSync(command, args, options) {
  if (!isSdkVersionCheck(command, args))
    return originalSpawnSync.call(this, command, args, options);
  const error = Object.assign(new Error('The local stack does not ask npm for the latest SDK.'), {
    code: 'EOFFLINE',
  });
  return {
    pid: 0,
    output: [null, '', ''],
    stdout: '',
    stderr: '',
    status: null,
    signal: null,
    error,
  };
};
// `import { spawnSync } from 'node:child_process'` sees the wrapper too, not only require().
syncBuiltinESMExports();
