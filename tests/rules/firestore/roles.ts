import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { contextFor, firestoreOf, type Role } from '../support/env.js';

/** Firestore clients for each role, plus any signed-in uid, over one test environment. */
export interface FirestoreClients {
  as(role: Role): Firestore;
  signedInAs(uid: string, claims?: Record<string, unknown>): Firestore;
  /** The stored document as it is now (triggers may have changed it), read with rules off. */
  readRaw(path: string): Promise<DocumentData | undefined>;
  /** Writes a document with rules off (a state no client could reach within the test). */
  writeRaw(path: string, data: DocumentData): Promise<void>;
  /** Runs a change with rules off (what a function would do). */
  asRulesOff(change: (db: Firestore) => Promise<unknown>): Promise<void>;
}

export function firestoreClients(getEnv: () => RulesTestEnvironment): FirestoreClients {
  return {
    as: (role) => firestoreOf(contextFor(getEnv(), role)),
    signedInAs: (uid, claims = {}) => firestoreOf(getEnv().authenticatedContext(uid, claims)),
    readRaw: async (path) => {
      let data: DocumentData | undefined;
      await getEnv().withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(firestoreOf(context), path))).data();
      });
      return data;
    },
    writeRaw: async (path, data) => {
      await getEnv().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), path), data);
      });
    },
    asRulesOff: async (change) => {
      await getEnv().withSecurityRulesDisabled(async (context) => {
        await change(firestoreOf(context));
      });
    },
  };
}
