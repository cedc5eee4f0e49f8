// Rules reload: loading a broken firestore.rules or storage.rules into the running emulators
// (through the endpoints @firebase/rules-unit-testing uses) is refused with an error that says
// where the problem is, and never opens anything: Firestore keeps the rules in force, Storage
// fails closed until valid rules load. Own stack: a broken ruleset must never reach the shared
// suite.
import { COLLECTIONS, newCategory } from '@queryhub/model';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStateDir, Stack } from './stack.js';
import {
  createPostAs,
  createSignedInUser,
  emulators,
  type ClientSession,
  nameProfilePicture,
} from '@queryhub/testkit';

const PROJECT_ID = 'demo-queryhub';
const repoFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

/** Rulesets that must never load: syntax errors, a typo in an allow-everything rule, garbage. */
function brokenRulesets(service: 'cloud.firestore' | 'firebase.storage', real: string) {
  const root = service === 'cloud.firestore' ? '/databases/{database}/documents' : '/b/{bucket}/o';
  return [
    { name: 'the real rules without their last brace', rules: real.replace(/}\s*$/, '') },
    {
      name: 'a condition cut short',
      rules: `rules_version = '2';\nservice ${service} {\n  match ${root} {\n    match /{path=**} {\n      allow read, write: if\n    }\n  }\n}\n`,
    },
    {
      name: 'an allow-everything line with a typo',
      rules: `rules_version = '2';\nservice ${service} {\n  match ${root} {\n    match /{path=**} {\n      alow read, write: if true;\n    }\n  }\n}\n`,
    },
    { name: 'garbage', rules: 'this is not a ruleset {{{' },
  ];
}

async function loadError(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
  } catch (error) {
    return (error as Error).message;
  }
  return 'loaded without an error';
}

const state = makeStateDir();
let stack: Stack;
let alice: ClientSession;
let bob: ClientSession;

beforeAll(async () => {
  stack = await Stack.start(state.dir);
  alice = (await createSignedInUser({ prefix: 'rules-alice' })).session;
  bob = (await createSignedInUser({ prefix: 'rules-bob' })).session;
});

afterAll(async () => {
  await alice?.close();
  await bob?.close();
  try {
    if (stack) {
      const stopped = await stack.interrupt();
      expect(stopped.code, stopped.log).toBe(0);
    }
  } finally {
    state.remove();
  }
});

const code = async (operation: Promise<unknown>) =>
  operation.then(
    () => 'allowed',
    (error: { code?: string }) => error.code ?? 'unknown error',
  );

/** Requests the real rules deny, and one they allow; checked before and after each load. */
async function firestoreOutcomes() {
  const categoryId = `rules-reload-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  return {
    functionsOnly: await code(
      setDoc(doc(alice.db, COLLECTIONS.processedEvents, 'forged'), { at: 1 }),
    ),
    otherProfile: await code(getDoc(doc(alice.db, COLLECTIONS.users, bob.uid))),
    forgedCounter: await code(
      setDoc(
        doc(alice.db, COLLECTIONS.users, alice.uid),
        { NoOfQuestionAsked: 99 },
        { merge: true },
      ),
    ),
    ownCategory: await code(
      createPostAs(
        alice,
        COLLECTIONS.categories,
        categoryId,
        newCategory(
          { id: categoryId, subject: 'Still allowed', uid: alice.uid },
          serverTimestamp(),
        ),
      ),
    ),
  };
}

let pictures = 0;

/**
 * A fresh user whose profile names a new picture, as the web app does before uploading it
 * (storage.rules admit only an upload its document names): the upload of exactly that object
 * is one the real rules allow. A user each time keeps within the picture quota.
 */
async function userAwaitingPicture() {
  pictures += 1;
  const { session: user } = await createSignedInUser({ prefix: `rules-picture-${pictures}` });
  const path = `User's_Profile_Picture/${user.uid}/picture${pictures}`;
  await nameProfilePicture(user, path);
  return { user, path };
}

async function storageOutcomes() {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const name = `rules-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const { user, path } = await userAwaitingPicture();
  try {
    return {
      otherUsersFolder: await code(
        uploadBytes(ref(alice.storage, `Question's_Screenshot/${bob.uid}/${name}`), png, {
          contentType: 'image/png',
        }),
      ),
      html: await code(
        uploadBytes(ref(user.storage, path), png, {
          contentType: 'text/html',
        }),
      ),
      unknownFolder: await code(
        uploadBytes(ref(alice.storage, `Anything/${alice.uid}/${name}`), png, {
          contentType: 'image/png',
        }),
      ),
      awaitedUpload: await code(
        uploadBytes(ref(user.storage, path), png, {
          contentType: 'image/png',
        }),
      ),
    };
  } finally {
    await user.close();
  }
}

describe('a broken firestore.rules', () => {
  it('the rules in force deny and allow as expected before any reload', async () => {
    expect(await firestoreOutcomes()).toEqual({
      functionsOnly: 'permission-denied',
      otherProfile: 'permission-denied',
      forgedCounter: 'permission-denied',
      ownCategory: 'allowed',
    });
  });

  for (const broken of brokenRulesets('cloud.firestore', repoFile('firestore.rules'))) {
    it(`refuses ${broken.name} with a located error and keeps the rules in force`, async () => {
      const message = await loadError(() =>
        initializeTestEnvironment({
          projectId: PROJECT_ID,
          firestore: { rules: broken.rules, ...emulators.firestore },
        }),
      );
      expect(message).not.toBe('loaded without an error');
      expect(message).toMatch(/line \d+|:\d+:\d+|\d+:\d+/i);
      expect(await firestoreOutcomes()).toEqual({
        functionsOnly: 'permission-denied',
        otherProfile: 'permission-denied',
        forgedCounter: 'permission-denied',
        ownCategory: 'allowed',
      });
    });
  }
});

describe('a broken storage.rules', () => {
  it('the rules in force deny and allow as expected before any reload', async () => {
    expect(await storageOutcomes()).toEqual({
      otherUsersFolder: 'storage/unauthorized',
      html: 'storage/unauthorized',
      unknownFolder: 'storage/unauthorized',
      awaitedUpload: 'allowed',
    });
  });

  // firebase-tools answers a failed storage rules update with a generic message ("see logs");
  // the located error goes to the stack's log, which is where a developer reads it. A failed
  // update through this endpoint replaces the rules manager, so Storage then fails closed (denies
  // everything) until a valid ruleset loads; a failed reload of the watched file keeps the last
  // good rules instead. Either way nothing is allowed that the real rules deny.
  for (const broken of brokenRulesets('firebase.storage', repoFile('storage.rules'))) {
    it(`refuses ${broken.name}, logs a located error and fails closed`, async () => {
      const mark = stack.mark();
      const message = await loadError(() =>
        initializeTestEnvironment({
          projectId: PROJECT_ID,
          storage: { rules: broken.rules, ...emulators.storage },
        }),
      );
      expect(message).not.toBe('loaded without an error');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const logged = stack.logSince(mark);
      expect(logged, `stack log after the load:\n${logged}`).toMatch(
        /storage\.rules:\d+|line \d+|\d+:\d+/i,
      );
      expect(await storageOutcomes()).toEqual({
        otherUsersFolder: 'storage/unauthorized',
        html: 'storage/unauthorized',
        unknownFolder: 'storage/unauthorized',
        awaitedUpload: 'storage/unauthorized',
      });

      // Loading the real rules again restores them exactly.
      await initializeTestEnvironment({
        projectId: PROJECT_ID,
        storage: { rules: repoFile('storage.rules'), ...emulators.storage },
      });
      expect(await storageOutcomes()).toEqual({
        otherUsersFolder: 'storage/unauthorized',
        html: 'storage/unauthorized',
        unknownFolder: 'storage/unauthorized',
        awaitedUpload: 'allowed',
      });
    });
  }
});
