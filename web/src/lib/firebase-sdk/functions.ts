// The parts of the Functions SDK the app uses (see ./firestore.ts for why this list exists).
export { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
