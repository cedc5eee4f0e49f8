import { COLLECTIONS } from '@queryhub/model';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  OTHER_USER,
  OWNER,
  contextFor,
  firestoreOf,
  startStorageRulesEnv,
  storageOf,
  type Role,
} from './environment.js';
import { uniqueId } from '@queryhub/testkit';

const MAX_BYTES = 10485760;
const PROFILE = "User's_Profile_Picture";
const QUESTION = "Question's_Screenshot";
const ANSWER = "Answer's_Screenshot";
const FOLDERS = [PROFILE, QUESTION, ANSWER] as const;
type Folder = (typeof FOLDERS)[number];
const PNG = { contentType: 'image/png' } satisfies UploadMetadata;
const JPEG = { contentType: 'image/jpeg' } satisfies UploadMetadata;

/** `size` bytes starting with a PNG signature (the rules only see the declared type and size). */
function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

let env: RulesTestEnvironment;
const storageAs = (role: Role) => storageOf(contextFor(env, role));

async function seedFile(path: string, contentType = 'image/png'): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(ref(storageOf(context), path), pngBytes(), { contentType });
  });
}

/** The document that names an upload, as docs/data-model.md describes (rules disabled). */
async function nameUpload(
  folder: Folder,
  uid: string,
  fileName: string,
  extra: DocumentData = {},
  namedBy = uid,
): Promise<string> {
  const objectName = `${folder}/${uid}/${fileName}`;
  const [collection, id, field] =
    folder === PROFILE
      ? [COLLECTIONS.users, uid, 'photoURL']
      : folder === QUESTION
        ? [COLLECTIONS.questions, fileName, 'QuestionScreenShot']
        : [COLLECTIONS.answers, fileName, 'AnswerScreenShot'];
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), collection, id), {
      uid: namedBy,
      [field]: objectName,
      ...extra,
    });
  });
  return objectName;
}

/** A new upload path of the owner that its document names. */
async function awaitedPath(folder: Folder, extra: DocumentData = {}): Promise<string> {
  return nameUpload(folder, OWNER, uniqueId('img'), extra);
}

/** The document field that marks an upload as already processed or refused. */
function resultFor(folder: Folder, objectName: string): DocumentData {
  return folder === PROFILE
    ? { Photo: { large: 'l', thumb: 't', width: 1, height: 1, original: objectName } }
    : { ScreenShot: { large: 'l', thumb: 't', width: 1, height: 1, original: objectName } };
}

describe('storage.rules', () => {
  beforeAll(async () => {
    env = await startStorageRulesEnv();
    await env.clearStorage();
    for (const folder of FOLDERS) {
      await seedFile(`${folder}/${OWNER}/seeded`);
      await seedFile(`${folder}/${OWNER}/seeded@1600.webp`, 'image/webp');
      await seedFile(`${folder}/${OWNER}/seeded@400.webp`, 'image/webp');
    }
    await seedFile(`Private/${OWNER}/seeded`);
  });

  afterAll(async () => {
    await env.clearStorage();
    await env.cleanup();
  });

  for (const folder of FOLDERS) {
    describe(folder, () => {
      const roles: Role[] = ['visitor', 'user', 'owner', 'admin'];
      for (const role of roles) {
        it(`${role} cannot read an original, not even before it is processed`, async () => {
          await assertFails(getBytes(ref(storageAs(role), `${folder}/${OWNER}/seeded`)));
        });
      }

      it('visitor reads the 1600 px variant', async () => {
        await assertSucceeds(
          getMetadata(ref(storageAs('visitor'), `${folder}/${OWNER}/seeded@1600.webp`)),
        );
      });

      it('visitor reads the 400 px variant', async () => {
        await assertSucceeds(
          getBytes(ref(storageAs('visitor'), `${folder}/${OWNER}/seeded@400.webp`)),
        );
      });

      it("visitor cannot list an owner's uploads", async () => {
        await assertFails(listAll(ref(storageAs('visitor'), `${folder}/${OWNER}`)));
      });

      it('owner uploads a PNG that their document names', async () => {
        const path = await awaitedPath(folder);
        await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });

      it('owner uploads a JPEG that their document names', async () => {
        const path = await awaitedPath(folder);
        await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), JPEG));
      });

      it('owner cannot upload before a document names the object', async () => {
        const path = `${folder}/${OWNER}/${uniqueId('unnamed')}`;
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });

      it('owner cannot upload an object their document does not name', async () => {
        await awaitedPath(folder);
        const path =
          folder === PROFILE
            ? `${folder}/${OWNER}/${uniqueId('other')}`
            : await nameUpload(folder, OWNER, uniqueId('post'), {
                [folder === QUESTION ? 'QuestionScreenShot' : 'AnswerScreenShot']: '',
              });
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });

      it("owner cannot upload for a document that is someone else's", async () => {
        const path = await nameUpload(folder, OWNER, uniqueId('img'), {}, OTHER_USER);
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });

      it('owner cannot replace an upload (create only)', async () => {
        const path = await awaitedPath(folder);
        await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), JPEG));
      });

      it('owner cannot upload again once the image is processed', async () => {
        const fileName = uniqueId('done');
        const path = `${folder}/${OWNER}/${fileName}`;
        await nameUpload(folder, OWNER, fileName, resultFor(folder, path));
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });

      it('visitor cannot upload', async () => {
        const path = await awaitedPath(folder);
        await assertFails(uploadBytes(ref(storageAs('visitor'), path), pngBytes(), PNG));
      });

      it("other user cannot upload into the owner's folder", async () => {
        const path = await awaitedPath(folder);
        await assertFails(uploadBytes(ref(storageAs('otherUser'), path), pngBytes(), PNG));
      });

      it('admin cannot upload for someone else', async () => {
        const path = await awaitedPath(folder);
        await assertFails(uploadBytes(ref(storageAs('admin'), path), pngBytes(), PNG));
      });

      it('owner cannot write a variant', async () => {
        await assertFails(
          uploadBytes(
            ref(storageAs('owner'), `${folder}/${OWNER}/seeded@400.webp`),
            pngBytes(),
            PNG,
          ),
        );
      });

      it('owner cannot upload a GIF', async () => {
        const path = await awaitedPath(folder);
        await assertFails(
          uploadBytes(ref(storageAs('owner'), path), pngBytes(), { contentType: 'image/gif' }),
        );
      });

      it('owner cannot delete their original', async () => {
        const path = `${folder}/${OWNER}/${uniqueId('img')}`;
        await seedFile(path);
        await assertFails(deleteObject(ref(storageAs('owner'), path)));
      });

      it("other user cannot delete the owner's original", async () => {
        await assertFails(deleteObject(ref(storageAs('otherUser'), `${folder}/${OWNER}/seeded`)));
      });

      it('owner cannot delete a variant', async () => {
        await assertFails(
          deleteObject(ref(storageAs('owner'), `${folder}/${OWNER}/seeded@1600.webp`)),
        );
      });
    });
  }

  describe('screenshots once refused', () => {
    it('owner cannot upload again for a post whose screenshot was rejected', async () => {
      const fileName = uniqueId('refused');
      const path = await nameUpload(QUESTION, OWNER, fileName, { ScreenShotRejected: 'x' });
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });

    it('owner uploads a new profile picture while the older one is shown', async () => {
      const path = await awaitedPath(PROFILE, resultFor(PROFILE, `${PROFILE}/${OWNER}/older`));
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });
  });

  describe('upload limits', () => {
    const folder = QUESTION;

    it('owner uploads exactly 10485760 bytes', async () => {
      const path = await awaitedPath(folder);
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(MAX_BYTES), PNG));
    });

    it('owner cannot upload 10485761 bytes', async () => {
      const path = await awaitedPath(folder);
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(MAX_BYTES + 1), PNG));
    });

    const refusedTypes = ['image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream'];
    for (const contentType of refusedTypes) {
      it(`owner cannot upload ${contentType}`, async () => {
        const path = await awaitedPath(folder);
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), { contentType }));
      });
    }

    it('owner cannot mark an upload as a variant in its metadata', async () => {
      const path = await awaitedPath(folder);
      const metadata = { ...PNG, customMetadata: { variantOf: `${folder}/${OWNER}/seeded` } };
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), metadata));
    });

    it('owner uploads with unrelated custom metadata', async () => {
      const path = await awaitedPath(folder);
      const metadata = { ...PNG, customMetadata: { source: 'camera' } };
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), metadata));
    });

    const badNames = ['has.dot', 'has space', `${'x'.repeat(129)}`, 'seeded@800.webp'];
    for (const name of badNames) {
      it(`owner cannot upload a file named ${name.length > 20 ? `${name.slice(0, 8)}… (${name.length} chars)` : name}`, async () => {
        // The profile names it, so only the name itself can be what is refused.
        const path = await nameUpload(PROFILE, OWNER, name);
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
      });
    }

    it('owner uploads a 128-character name', async () => {
      const path = await nameUpload(PROFILE, OWNER, uniqueId('n').padEnd(128, 'y'));
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });
  });

  describe('other paths', () => {
    it('owner cannot upload outside the image folders', async () => {
      await assertFails(
        uploadBytes(
          ref(storageAs('owner'), `Private/${OWNER}/${uniqueId('img')}`),
          pngBytes(),
          PNG,
        ),
      );
    });

    it('visitor cannot read outside the image folders', async () => {
      await assertFails(getBytes(ref(storageAs('visitor'), `Private/${OWNER}/seeded`)));
    });

    it('admin cannot read outside the image folders', async () => {
      await assertFails(getMetadata(ref(storageAs('admin'), `Private/${OWNER}/seeded`)));
    });

    it('owner cannot upload at a deeper path', async () => {
      const path = `${PROFILE}/${OWNER}/nested/${uniqueId('img')}`;
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });

    it('owner cannot upload at the bucket root', async () => {
      await assertFails(uploadBytes(ref(storageAs('owner'), uniqueId('root')), pngBytes(), PNG));
    });

    it('other user cannot delete a file outside the image folders', async () => {
      await assertFails(deleteObject(ref(storageAs('otherUser'), `Private/${OWNER}/seeded`)));
    });

    it('other user uploads into their own folder what their answer names', async () => {
      const path = await nameUpload(ANSWER, OTHER_USER, uniqueId('img'));
      await assertSucceeds(uploadBytes(ref(storageAs('otherUser'), path), pngBytes(), PNG));
    });
  });
});
