// The parts of the Functions SDK the app uses (see ./firestore.ts for why this list exists).
// Only the admin page calls functions, so this chunk loads there alone.
export { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
