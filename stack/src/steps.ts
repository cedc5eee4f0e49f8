// Runs independent npm scripts side by side (`npm test`'s static checks): each step's output is
// kept and printed in one block when it ends, with its time, and the run fails if any step fails.
// Every step runs to its end, so one run shows all the failures.
import { spawn, type ChildProcess } from 'node:child_process';

export interface StepResult {
  name: string;
  code: number;
  seconds: number;
}

export interface StepOptions {
  /** Runs a step: the default spawns `npm run <name>`. */
  spawnStep?: (name: string) => ChildProcess;
  /** Where blocks and the summary go (default: stdout). */
  write?: (text: string) => void;
  now?: () => number;
}

function spawnNpmScript(name: string): ChildProcess {
  return spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs every step at once and resolves when all have ended. */
export async function runSteps(names: string[], options: StepOptions = {}): Promise<StepResult[]> {
  const spawnStep = options.spawnStep ?? spawnNpmScript;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const now = options.now ?? (() => performance.now());
  write(`▶ ${names.join(', ')} (side by side; each step's output appears when it ends)\n`);
  const children: ChildProcess[] = [];
  const forward = (signal: NodeJS.Signals) => {
    for (const child of children) child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    return await Promise.all(
      names.map(
        (name) =>
          new Promise<StepResult>((resolve) => {
            const started = now();
            const chunks: Buffer[] = [];
            const child = spawnStep(name);
            children.push(child);
            child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
            child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
            const finish = (code: number, why: string) => {
              const seconds = Math.round((now() - started) / 100) / 10;
              const output = Buffer.concat(chunks).toString('utf8');
              const mark = code === 0 ? '✔' : '✖';
              write(
                `\n── ${name} ──\n${output}${output.endsWith('\n') || output === '' ? '' : '\n'}` +
                  `${mark} ${name} ${code === 0 ? 'passed' : `failed (${why})`} in ${seconds} s\n`,
              );
              resolve({ name, code, seconds });
            };
            child.on('error', (error) => finish(1, error.message));
            child.on('close', (code, signal) =>
              finish(code ?? 1, signal ? `signal ${signal}` : `exit code ${code}`),
            );
          }),
      ),
    );
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

/** One line per step for the end of the log. */
export function summary(results: StepResult[]): string {
  return results
    .map(({ name, code, seconds }) => `${code === 0 ? '✔' : '✖'} ${name}: ${seconds} s`)
    .join('\n');
}
