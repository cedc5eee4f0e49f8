import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** Modules as firebase-tools resolves them: cross-spawn and exegesis are its dependencies. */
const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
const preloadUrl = (file: string) => pathToFileURL(require.resolve(`../src/${file}`)).href;

/** Runs `script` in a child Node with `preload`, as a launcher runs firebase-tools; its JSON. */
function runWith(preload: string, script: string, env: NodeJS.ProcessEnv = {}): unknown {
  const output = execFileSync(process.execPath, ['--import', preloadUrl(preload), '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return JSON.parse(output) as unknown;
}

describe("the preload that skips firebase-tools' npm check for a newer SDK", () => {
  // firebase-tools runs the check through cross-spawn, which calls child_process.spawnSync.
  const crossSpawn = fromFirebaseTools.resolve('cross-spawn');

  it('fails `npm show firebase-functions` at once, as when npm cannot run', () => {
    const result = runWith(
      'no-sdk-version-check.mjs',
      `const r = require(${JSON.stringify(crossSpawn)}).sync('npm', ['show', 'firebase-functions', '--json=true'], { encoding: 'utf8' });
       console.log(JSON.stringify({ code: r.error?.code, stdout: r.stdout }));`,
    );
    expect(result).toEqual({ code: 'EOFFLINE', stdout: '' });
  });

  it('runs every other command', () => {
    const result = runWith(
      'no-sdk-version-check.mjs',
      `const r = require('node:child_process').spawnSync(process.execPath, ['-e', 'console.log(42)'], { encoding: 'utf8' });
       console.log(JSON.stringify({ status: r.status, stdout: r.stdout.trim() }));`,
    );
    expect(result).toEqual({ status: 0, stdout: '42' });
  });
});

describe('the preload that lets the Auth emulator compile validators on first use', () => {
  const exegesisOptions = fromFirebaseTools.resolve('exegesis/lib/options.js');
  const compiled = `const o = require(${JSON.stringify(exegesisOptions)}).compileOptions({ controllers: {} });
     console.log(JSON.stringify(o.lazyCompileValidationSchemas));`;

  it("makes lazy compiling exegesis' default in firebase-tools' process", () => {
    // The launchers start firebase-tools with their own pid as QUERYHUB_LEASH_PID.
    expect(
      runWith('auth-lazy-validators.mjs', compiled, { QUERYHUB_LEASH_PID: String(process.pid) }),
    ).toBe(true);
  });

  it('changes nothing in the processes firebase-tools starts, which inherit the preload', () => {
    expect(runWith('auth-lazy-validators.mjs', compiled, { QUERYHUB_LEASH_PID: '1' })).toBe(false);
  });
});
