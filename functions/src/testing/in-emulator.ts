/** Whether this process runs inside the Functions emulator (firebase-tools sets the variable). */
export function inFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
