// The parts of the Storage SDK the app uses (see ./firestore.ts for why this list exists).
export { connectStorageEmulator, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
