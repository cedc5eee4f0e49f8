// A pause outside the timed window before each latency sample. A trigger's invocation goes on
// after the fields a bench waits for (fan-out, badges, the search mirror), and on a 2-core machine
// the next sample would share the CPU with that tail; a member's next action comes seconds later.
// Every row of a bench, its peers included, pauses the same way, so the samples are independent.
const SETTLE_MS = 300;

export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}
