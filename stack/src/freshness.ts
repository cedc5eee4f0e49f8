import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
export function isStale(inputs: string[], output: string): boolean {
  if (!existsSync(output)) return true;
  const inputsTime = Math.max(0, ...inputs.filter((p) => existsSync(p)).map(newestMtime));
  return statSync(output).mtimeMs < inputsTime;
}
