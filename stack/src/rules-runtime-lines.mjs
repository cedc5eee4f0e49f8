// Preloaded into the firebase-tools process (`node --import`), never imported by our code.
//
// firebase-tools reads the Storage rules runtime's stdout as if every chunk were one JSON message
// (emulator/storage/rules/runtime.js parses each 'data' chunk whole). A pipe or socket keeps no
// message boundaries: when its event loop is busy, two messages the runtime wrote apart arrive as
// one chunk, which does not parse, so both are dropped and the uploads awaiting them hang for
// good. This happens with the official runtime JAR and with ours, and no spacing on the writer's
// side can prevent it on a loaded machine. So the runtime's stdout is handed to firebase-tools
// one line (one message) per chunk, which is the framing both runtimes write.
//
// Plain JavaScript that only wraps the one child process it recognises: a `java … <…rules-runtime…>.jar
// serve` started by firebase-tools; every other spawn (and every process that inherits this
// preload) is untouched.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const originalSpawn = childProcess.spawn;

function isStorageRulesRuntime(args) {
  return (
    Array.isArray(args) &&
    args.includes('serve') &&
    args.some((arg) => typeof arg === 'string' && /rules-runtime[^/]*\.jar$/.test(arg))
  );
}

/** A stream that emits each complete line of its input as a chunk of its own. */
function lineChunks() {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  return new Transform({
    readableObjectMode: true,
    transform(chunk, _encoding, done) {
      const lines = (partial + decoder.write(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') this.push(Buffer.from(`${line}\n`));
      done();
    },
    flush(done) {
      const rest = partial + decoder.end();
      if (rest.trim() !== '') this.push(Buffer.from(rest));
      done();
    },
  });
}

childProcess.spawn = function spawn(command, args, options) {
  const child = originalSpawn.call(this, command, args, options);
  if (child.stdout && isStorageRulesRuntime(args)) {
    const lines = child.stdout.pipe(lineChunks());
    Object.defineProperty(child, 'stdout', { value: lines, configurable: true });
  }
  return child;
};
// `import { spawn } from 'node:child_process'` sees the wrapper too, not only require().
syncBuiltinESMExports();
