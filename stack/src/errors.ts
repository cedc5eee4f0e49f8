/** A setup failure with a one-line cause and a one-line fix, printed without a stack trace. */
export class SetupError extends Error {
  constructor(
    readonly cause_: string,
    readonly fix: string,
  ) {
    super(`${cause_}\n  Fix: ${fix}`);
    this.name = 'SetupError';
  }
}
