import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { emulators, PROJECT_ID } from '@queryhub/testkit';

function readRepoFile(name: string): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}

export function startFirestoreRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRepoFile('firestore.rules'), ...emulators.firestore },
  });
}

/** Storage rules read Firestore (`firestore.get`), so the documents they read are seeded too. */
export function startStorageRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { rules: readRepoFile('storage.rules'), ...emulators.storage },
    firestore: { rules: readRepoFile('firestore.rules'), ...emulators.firestore },
  });
}

// The roles every collection is tested with. The owner wrote the seeded documents.
export const OWNER = 'alice';
export const OTHER_USER = 'bob';
export const SIGNED_IN_USER = 'dave';
export const ADMIN = 'root';

export type Role = 'visitor' | 'user' | 'owner' | 'otherUser' | 'admin';

/** The uid each signed-in role acts as. */
export const ROLE_UIDS: Record<Exclude<Role, 'visitor'>, string> = {
  user: SIGNED_IN_USER,
  owner: OWNER,
  otherUser: OTHER_USER,
  admin: ADMIN,
};

/**
 * The token of an e-mail/password sign-in with a verified address (the ordinary member; pass
 * `email_verified: false` for a new, unverified one).
 */
export function passwordToken(uid: string, claims: Record<string, unknown> = {}): TokenOptions {
  return {
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
}

export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  if (role === 'visitor') return env.unauthenticatedContext();
  const uid = ROLE_UIDS[role];
  return env.authenticatedContext(uid, passwordToken(uid, role === 'admin' ? { admin: true } : {}));
}

// rules-unit-testing hands out compat instances; the modular functions accept them (they unwrap
// `_delegate`), only the declared types differ.
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}
