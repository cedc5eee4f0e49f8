// Independent latency samples. A trigger's invocation goes on after the fields a bench waits for
// (fan-out, badges, the search mirror), and on a 2-core machine the next sample would share the
// CPU with that tail; a member's next action comes seconds later. So every round, the peers'
// included, starts after a pause outside the timed window.
import { performance } from 'node:perf_hooks';

const SETTLE_MS = 300;

export interface Rounds {
  warmUp: number;
  samples: number;
}

/**
 * Runs `warmUp + samples` rounds; before each, `prepare` (untimed) and the pause. Returns the
 * times of `round` after the warm-up, in ms.
 */
export async function timeSettledRounds(
  { warmUp, samples }: Rounds,
  round: (index: number) => Promise<unknown>,
  prepare?: (index: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < warmUp + samples; index += 1) {
    await prepare?.(index);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const start = performance.now();
    await round(index);
    if (index >= warmUp) times.push(performance.now() - start);
  }
  return times;
}
