import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
  freshId,
  startStorageRulesEnv,
  storageOf,
  type Role,
} from './support/env.js';

const MAX_BYTES = 10485760;
const FOLDERS = ["User's_Profile_Picture", "Question's_Screenshot", "Answer's_Screenshot"] as const;
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
        it(`${role} reads an original`, async () => {
          await assertSucceeds(getBytes(ref(storageAs(role), `${folder}/${OWNER}/seeded`)));
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

      it('owner uploads a PNG', async () => {
        await assertSucceeds(
          uploadBytes(
            ref(storageAs('owner'), `${folder}/${OWNER}/${freshId('img')}`),
            pngBytes(),
            PNG,
          ),
        );
      });

      it('owner uploads a JPEG', async () => {
        await assertSucceeds(
          uploadBytes(
            ref(storageAs('owner'), `${folder}/${OWNER}/${freshId('img')}`),
            pngBytes(),
            JPEG,
          ),
        );
      });

      it('owner replaces their original', async () => {
        await assertSucceeds(
          uploadBytes(ref(storageAs('owner'), `${folder}/${OWNER}/seeded`), pngBytes(), JPEG),
        );
      });

      it('visitor cannot upload', async () => {
        await assertFails(
          uploadBytes(
            ref(storageAs('visitor'), `${folder}/${OWNER}/${freshId('img')}`),
            pngBytes(),
            PNG,
          ),
        );
      });

      it("other user cannot upload into the owner's folder", async () => {
        await assertFails(
          uploadBytes(
            ref(storageAs('otherUser'), `${folder}/${OWNER}/${freshId('img')}`),
            pngBytes(),
            PNG,
          ),
        );
      });

      it("other user cannot overwrite the owner's original", async () => {
        await assertFails(
          uploadBytes(ref(storageAs('otherUser'), `${folder}/${OWNER}/seeded`), pngBytes(), PNG),
        );
      });

      it('admin cannot upload for someone else', async () => {
        await assertFails(
          uploadBytes(
            ref(storageAs('admin'), `${folder}/${OWNER}/${freshId('img')}`),
            pngBytes(),
            PNG,
          ),
        );
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
        const path = `${folder}/${OWNER}/${freshId('img')}`;
        await assertFails(
          uploadBytes(ref(storageAs('owner'), path), pngBytes(), { contentType: 'image/gif' }),
        );
      });

      it('owner deletes their original', async () => {
        const path = `${folder}/${OWNER}/${freshId('img')}`;
        await seedFile(path);
        await assertSucceeds(deleteObject(ref(storageAs('owner'), path)));
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

  describe('upload limits', () => {
    const folder = FOLDERS[1];

    it('owner uploads exactly 10485760 bytes', async () => {
      const path = `${folder}/${OWNER}/${freshId('big')}`;
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(MAX_BYTES), PNG));
    });

    it('owner cannot upload 10485761 bytes', async () => {
      const path = `${folder}/${OWNER}/${freshId('big')}`;
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(MAX_BYTES + 1), PNG));
    });

    const refusedTypes = ['image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream'];
    for (const contentType of refusedTypes) {
      it(`owner cannot upload ${contentType}`, async () => {
        const path = `${folder}/${OWNER}/${freshId('img')}`;
        await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), { contentType }));
      });
    }

    it('owner cannot mark an upload as a variant in its metadata', async () => {
      const path = `${folder}/${OWNER}/${freshId('img')}`;
      const metadata = { ...PNG, customMetadata: { variantOf: `${folder}/${OWNER}/seeded` } };
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), metadata));
    });

    it('owner uploads with unrelated custom metadata', async () => {
      const path = `${folder}/${OWNER}/${freshId('img')}`;
      const metadata = { ...PNG, customMetadata: { source: 'camera' } };
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), metadata));
    });

    const badNames = ['has.dot', 'has space', `${'x'.repeat(129)}`, 'seeded@800.webp'];
    for (const name of badNames) {
      it(`owner cannot upload a file named ${name.length > 20 ? `${name.slice(0, 8)}… (${name.length} chars)` : name}`, async () => {
        await assertFails(
          uploadBytes(ref(storageAs('owner'), `${folder}/${OWNER}/${name}`), pngBytes(), PNG),
        );
      });
    }

    it('owner uploads a 128-character name', async () => {
      const path = `${folder}/${OWNER}/${freshId('n').padEnd(128, 'y')}`;
      await assertSucceeds(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });
  });

  describe('other paths', () => {
    it('owner cannot upload outside the image folders', async () => {
      await assertFails(
        uploadBytes(ref(storageAs('owner'), `Private/${OWNER}/${freshId('img')}`), pngBytes(), PNG),
      );
    });

    it('visitor cannot read outside the image folders', async () => {
      await assertFails(getBytes(ref(storageAs('visitor'), `Private/${OWNER}/seeded`)));
    });

    it('admin cannot read outside the image folders', async () => {
      await assertFails(getMetadata(ref(storageAs('admin'), `Private/${OWNER}/seeded`)));
    });

    it('owner cannot upload at a deeper path', async () => {
      const path = `${FOLDERS[0]}/${OWNER}/nested/${freshId('img')}`;
      await assertFails(uploadBytes(ref(storageAs('owner'), path), pngBytes(), PNG));
    });

    it('owner cannot upload at the bucket root', async () => {
      await assertFails(uploadBytes(ref(storageAs('owner'), freshId('root')), pngBytes(), PNG));
    });

    it('other user cannot delete a file outside the image folders', async () => {
      await assertFails(deleteObject(ref(storageAs('otherUser'), `Private/${OWNER}/seeded`)));
    });

    it('other user uploads into their own folder', async () => {
      const path = `${FOLDERS[2]}/${OTHER_USER}/${freshId('img')}`;
      await assertSucceeds(uploadBytes(ref(storageAs('otherUser'), path), pngBytes(), PNG));
    });
  });
});
