// End to end: the real Storage emulator (firebase-tools) asking OUR rules runtime for decisions.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ID = 'demo-queryhub';
const STORAGE = { host: '127.0.0.1', port: 9199 };
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const fixtureRules = readFileSync(path.join(here, 'fixtures/storage-fixture.rules'), 'utf8');

async function setStorageRules(content: string): Promise<Response> {
  return fetch(`http://${STORAGE.host}:${STORAGE.port}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
  });
}

const png = (bytes: number) => new Uint8Array(bytes).fill(7);

let env: RulesTestEnvironment;
const alice = `alice-${randomUUID().slice(0, 8)}`;
const bob = `bob-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { rules: fixtureRules, ...STORAGE },
    firestore: { host: '127.0.0.1', port: 8080 },
  });
});

afterAll(async () => {
  const restored = await setStorageRules(
    readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8'),
  );
  await env?.cleanup();
  expect(restored.status).toBe(200);
});

function storageAs(uid: string | undefined) {
  return (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage();
}

describe('owner-only avatars with size and content-type limits', () => {
  it('lets the owner upload a small PNG', async () => {
    const upload = storageAs(alice)
      .ref(`rules-runtime-test/avatars/${alice}/a.png`)
      .put(png(1024), { contentType: 'image/png' });
    await assertSucceeds(upload.then());
  });

  it('denies another user and anonymous callers', async () => {
    await assertFails(
      storageAs(bob)
        .ref(`rules-runtime-test/avatars/${alice}/b.png`)
        .put(png(10), { contentType: 'image/png' })
        .then(),
    );
    await assertFails(
      storageAs(undefined)
        .ref(`rules-runtime-test/avatars/${alice}/c.png`)
        .put(png(10), { contentType: 'image/png' })
        .then(),
    );
  });

  it('denies files of 100 KiB or more', async () => {
    await assertFails(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/big.png`)
        .put(png(100 * 1024), { contentType: 'image/png' })
        .then(),
    );
    await assertSucceeds(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/edge.png`)
        .put(png(100 * 1024 - 1), { contentType: 'image/png' })
        .then(),
    );
  });

  it('denies content types the rule does not match', async () => {
    await assertFails(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/a.txt`)
        .put(png(10), { contentType: 'text/plain' })
        .then(),
    );
    await assertFails(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/a.gif`)
        .put(png(10), { contentType: 'image/gif' })
        .then(),
    );
  });

  it('lets anyone read and only the owner delete', async () => {
    const file = `rules-runtime-test/avatars/${alice}/read.png`;
    await assertSucceeds(
      storageAs(alice).ref(file).put(png(10), { contentType: 'image/jpeg' }).then(),
    );
    await assertSucceeds(storageAs(undefined).ref(file).getMetadata());
    await assertFails(storageAs(bob).ref(file).delete());
    await assertSucceeds(storageAs(alice).ref(file).delete());
  });
});

describe('recursive wildcards and list', () => {
  it('matches nested paths under {allPaths=**} for the owner only', async () => {
    const file = `rules-runtime-test/private/${alice}/deep/er/note.bin`;
    await assertSucceeds(storageAs(alice).ref(file).put(png(5)).then());
    await assertSucceeds(storageAs(alice).ref(`rules-runtime-test/private/${alice}`).listAll());
    await assertFails(storageAs(bob).ref(file).getMetadata());
    await assertFails(storageAs(bob).ref(`rules-runtime-test/private/${alice}`).listAll());
  });
});

describe('firestore.get() and firestore.exists() lookups', () => {
  it('allows writes only when the Firestore profile says staff', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection('rulesRuntimeTest').doc(alice).set({ role: 'staff' });
      await context.firestore().collection('rulesRuntimeTest').doc(bob).set({ role: 'member' });
    });
    const stranger = `nobody-${randomUUID().slice(0, 8)}`;
    await assertSucceeds(
      storageAs(alice).ref('rules-runtime-test/staff/notice.txt').put(png(3)).then(),
    );
    await assertFails(
      storageAs(bob).ref('rules-runtime-test/staff/notice2.txt').put(png(3)).then(),
    );
    await assertFails(
      storageAs(stranger).ref('rules-runtime-test/staff/notice3.txt').put(png(3)).then(),
    );
    await assertSucceeds(storageAs(bob).ref('rules-runtime-test/staff/notice.txt').getMetadata());
    await assertFails(storageAs(stranger).ref('rules-runtime-test/staff/notice.txt').getMetadata());
  });
});

describe('custom metadata and the stored resource', () => {
  it('checks request.resource.metadata on create and resource.metadata on read', async () => {
    const storage = storageAs(alice);
    await assertFails(
      storage
        .ref('rules-runtime-test/tagged/untagged.bin')
        .put(png(3), { customMetadata: { kind: 'other' } })
        .then(),
    );
    await assertSucceeds(
      storage
        .ref('rules-runtime-test/tagged/ok.bin')
        .put(png(3), { customMetadata: { kind: 'report' } })
        .then(),
    );
    await assertSucceeds(storage.ref('rules-runtime-test/tagged/ok.bin').getMetadata());
    // A second create is an update (resource != null), which no rule allows.
    await assertFails(
      storage
        .ref('rules-runtime-test/tagged/ok.bin')
        .put(png(3), { customMetadata: { kind: 'report' } })
        .then(),
    );
  });
});

describe('the Firebase Storage web SDK', () => {
  let app: FirebaseApp;

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('uploads to the signed-in user’s own path and is refused elsewhere', async () => {
    app = initializeApp(
      { projectId: PROJECT_ID, apiKey: 'demo-key', storageBucket: PROJECT_ID },
      `rules-runtime-${randomUUID()}`,
    );
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    const { user } = await createUserWithEmailAndPassword(
      auth,
      `rules-${randomUUID().slice(0, 8)}@example.com`,
      'secret-password',
    );
    const storage = getStorage(app);
    connectStorageEmulator(storage, STORAGE.host, STORAGE.port);
    const own = await uploadBytes(
      ref(storage, `rules-runtime-test/avatars/${user.uid}/sdk.png`),
      png(64),
      { contentType: 'image/png' },
    );
    expect(own.metadata.size).toBe(64);
    await expect(
      uploadBytes(ref(storage, `rules-runtime-test/avatars/${bob}/sdk.png`), png(64), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('a rules file that does not compile', () => {
  it('is rejected with a clear error and then nothing is allowed', async () => {
    const broken = fixtureRules.replace(
      'allow delete: if signedInAs(uid);',
      'allow delete: if signedInAs(uid) &&;',
    );
    const response = await setStorageRules(broken);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      message: expect.stringContaining('error updating rules'),
    });
    await assertFails(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/after-error.png`)
        .put(png(10), { contentType: 'image/png' })
        .then(),
    );
    const restored = await setStorageRules(fixtureRules);
    expect(restored.status).toBe(200);
    await assertSucceeds(
      storageAs(alice)
        .ref(`rules-runtime-test/avatars/${alice}/after-fix.png`)
        .put(png(10), { contentType: 'image/png' })
        .then(),
    );
  });
});
