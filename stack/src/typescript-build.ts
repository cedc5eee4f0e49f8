import path from 'node:path';
import { SetupError } from './errors.js';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';
import { run, runAsync, type RunResult } from './run.js';

interface TypeScriptBuild {
  /** What is being built, for the error message. */
  name: string;
  /** Sources and configs whose change makes the output stale. */
  inputs: string[];
  tsconfig: string;
  /** A file the build writes (its mtime tells whether the build is current). */
  output: string;
}

/** Runs `tsc -p` when an input is newer than the output. Returns whether it compiled. */
function ensureTypeScriptBuild(build: TypeScriptBuild): boolean {
  if (!isStale(build.inputs, build.output)) return false;
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = run(process.execPath, [tsc, '-p', build.tsconfig]);
  if (result.status !== 0) {
    throw new SetupError(
      `${build.name} does not compile:\n${result.stdout}${result.stderr}`,
      'fix the TypeScript errors above, then run the command again.',
    );
  }
  return true;
}

export function ensureRulesRuntimeBuilt(): boolean {
  const dir = path.join(repoRoot, 'rules-engine');
  return ensureTypeScriptBuild({
    name: 'The storage rules runtime (rules-engine/src)',
    inputs: [path.join(dir, 'src'), path.join(dir, 'tsconfig.build.json')],
    tsconfig: path.join(dir, 'tsconfig.build.json'),
    output: path.join(dir, 'dist', 'runtime', 'main.js'),
  });
}

/**
 * Bundles functions/src (and the @queryhub/model it imports) into functions/lib/index.js with
 * the functions' own build script, when a source is newer than the bundle.
 */
export function ensureFunctionsBuilt(): boolean {
  if (!functionsStale()) return false;
  checkFunctionsBuild(run(process.execPath, functionsBuildArgs()));
  return true;
}

/**
 * ensureFunctionsBuilt in a child process that runs while this one does other work: `npm start`
 * builds the web app and the server renderer meanwhile (the two builds share nothing).
 */
export async function ensureFunctionsBuiltAsync(): Promise<boolean> {
  if (!functionsStale()) return false;
  checkFunctionsBuild(await runAsync(process.execPath, functionsBuildArgs()));
  return true;
}

const functionsDir = path.join(repoRoot, 'functions');

function functionsStale(): boolean {
  const inputs = [
    path.join(functionsDir, 'src'),
    path.join(functionsDir, 'scripts', 'build.ts'),
    path.join(functionsDir, 'package.json'),
    path.join(repoRoot, 'model', 'src'),
  ];
  return isStale(inputs, path.join(functionsDir, 'lib', 'index.js'));
}

function functionsBuildArgs(): string[] {
  const tsx = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return [tsx, path.join(functionsDir, 'scripts', 'build.ts')];
}

function checkFunctionsBuild(result: RunResult): void {
  if (result.status !== 0) {
    throw new SetupError(
      `Cloud Functions (functions/src) do not build:\n${result.stdout}${result.stderr}`,
      'fix the errors above, then run the command again.',
    );
  }
}
