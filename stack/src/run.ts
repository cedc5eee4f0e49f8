import { spawnSync } from 'node:child_process';

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Set when the program could not be started at all (for example ENOENT). */
  error?: Error;
}

/** Runs a program synchronously and captures its output; never throws. */
export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): RunResult {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  return {
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? '',
    ...(result.error ? { error: result.error } : {}),
  };
}
