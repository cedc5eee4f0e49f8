// What every rules case file (*.cases.ts) works with, from one import instead of a preamble of
// them: the Firestore web client as the namespace `fs` (fs.doc, fs.getDoc, fs.Timestamp,
// fs.DocumentData, …), the rules assertions, the clients a case is handed, and a list query.
import {
  collection,
  getDocs,
  query,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';

export * as fs from 'firebase/firestore';
export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
export type { FirestoreClients } from './roles.js';

/** A list read as a page runs it: `collectionPath`'s documents that `constraints` select. */
export function listDocs(db: Firestore, collectionPath: string, ...constraints: QueryConstraint[]) {
  return getDocs(query(collection(db, collectionPath), ...constraints));
}
