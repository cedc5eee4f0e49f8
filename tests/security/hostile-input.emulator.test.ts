// Hostile input through the real web SDK, bypassing the UI: every case is refused with the
// right error, or is legitimately allowed and then rendered as inert text (checked in Chromium
// by e2e/tests/hostile-content.spec.ts).
import { COLLECTIONS, newUserRecord } from '@queryhub/model';

import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  terminate,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { ref, uploadBytes, type UploadMetadata } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFields,
  callFunction,
  categoryFields,
  createPostAs,
  createSignedInUser,
  errorCodeOf,
  questionFields,
  renameProfile,
  signInAgain,
  type SignedInUser,
  uniqueId,
  adminDb,
  adminBucket,
  postCategory,
  postQuestion,
  type CategoryRef,
  type QuestionRef,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';
const STORAGE_DENIED = 'storage/unauthorized';
const MAX_UPLOAD_BYTES = 10485760;
const PNG: UploadMetadata = { contentType: 'image/png' };

/** Text a browser would run if it were ever treated as HTML or as a link. */
const SCRIPT_PAYLOADS = [
  '<script>window.__hostile = 1</script>',
  '<img src=x onerror="window.__hostile = 1">',
  'javascript:window.__hostile = 1',
];
/** Control characters, a right-to-left override, zero-width characters and emoji. */
const UNICODE_TITLE = 'Why\u0007 does \u202Egnp.exe\u202C fail?\u200B\u0000 🔥👩‍💻 \u0008end';

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 'x' };
  for (let level = 0; level < depth; level += 1) value = { inner: value };
  return value;
}

let alice: SignedInUser;
let bob: SignedInUser;
let category: CategoryRef;
let question: QuestionRef;

beforeAll(async () => {
  alice = await createSignedInUser({ prefix: 'hostile-alice' });
  bob = await createSignedInUser({ prefix: 'hostile-bob' });
  category = await postCategory(alice.session, 'Hostile input');
  question = await postQuestion(alice.session, category, 'A plain question to answer');
});

afterAll(async () => {
  await alice?.session.close();
  await bob?.session.close();
});

const newQuestion = (
  user: SignedInUser,
  fields: Record<string, unknown> = {},
  id = uniqueId('q'),
) =>
  createPostAs(user.session, COLLECTIONS.questions, id, {
    ...questionFields(user, id, category, 'Is this allowed?'),
    ...fields,
  });

describe('oversize strings', () => {
  it('refuses a 1001-character question, 10001-character answer, 61-character category', async () => {
    expect(await errorCodeOf(newQuestion(alice, { Question: 'q'.repeat(1001) }))).toBe(DENIED);
    const answerId = uniqueId('a');
    expect(
      await errorCodeOf(
        createPostAs(
          alice.session,
          COLLECTIONS.answers,
          answerId,
          answerFields(alice, answerId, question, 'a'.repeat(10001)),
        ),
      ),
    ).toBe(DENIED);
    const categoryId = uniqueId('c');
    expect(
      await errorCodeOf(
        createPostAs(
          alice.session,
          COLLECTIONS.categories,
          categoryId,
          categoryFields(alice, categoryId, 'c'.repeat(61)),
        ),
      ),
    ).toBe(DENIED);
  });

  it('refuses a 51-character username and a 5001-character contact message', async () => {
    expect(
      await errorCodeOf(
        updateDoc(doc(alice.session.db, COLLECTIONS.users, alice.uid), {
          displayName: 'n'.repeat(51),
        }),
      ),
    ).toBe(DENIED);
    expect(
      await errorCodeOf(
        callFunction(alice.session.app, 'sendContactMessage', {
          Name: 'Alice',
          EMail: alice.email,
          Comment: 'm'.repeat(5001),
        }),
      ),
    ).toBe('functions/invalid-argument');
  });

  it('refuses a question of 2 MB (beyond the 1 MiB document limit)', async () => {
    const code = await errorCodeOf(newQuestion(alice, { Question: 'x'.repeat(2 * 1024 * 1024) }));
    expect(code).toBe('invalid-argument');
  });

  it('refuses a whitespace-only title', async () => {
    expect(await errorCodeOf(newQuestion(alice, { Question: ' \t\n ' }))).toBe(DENIED);
  });
});

describe('deeply nested maps', () => {
  it('refuses a map where the question text belongs', async () => {
    expect(await errorCodeOf(newQuestion(alice, { Question: nested(15) }))).toBe(DENIED);
  });

  it('refuses an extra field holding a deeply nested map', async () => {
    expect(await errorCodeOf(newQuestion(alice, { Extra: nested(15) }))).toBe(DENIED);
  });

  it('refuses a map nested just deeper than Firestore allows (20 levels)', async () => {
    // Firestore validates the depth before the rules run.
    expect(await errorCodeOf(newQuestion(alice, { Extra: nested(21) }))).toBe('invalid-argument');
  });

  // 120 levels: the web SDK cannot even serialise the request (gRPC "maximum nesting depth
  // exceeded", code INTERNAL) and retries it forever, blocking that Firestore instance's write
  // queue. So it runs in a throwaway session: it must never be stored.
  it('never stores a map nested 120 levels deep', async () => {
    const id = uniqueId('deep');
    const throwaway = await signInAgain(alice, `deep-${id}`);
    const write = errorCodeOf(
      setDoc(doc(throwaway.db, COLLECTIONS.questions, id), {
        ...questionFields(alice, id, category, 'Deep'),
        Extra: nested(120),
      }),
    );
    const outcome = await Promise.race([
      write,
      new Promise<string>((resolve) => setTimeout(() => resolve('never acknowledged'), 5000)),
    ]);
    expect(outcome).not.toBe('succeeded');
    expect((await adminDb().doc(`${COLLECTIONS.questions}/${id}`).get()).exists).toBe(false);
    await terminate(throwaway.db);
    await throwaway.close();
  });
});

describe('text that is allowed and must render as inert text', () => {
  it('accepts control characters, an RTL override and emoji in a title, stored byte for byte', async () => {
    const id = uniqueId('unicode');
    await newQuestion(alice, { Question: UNICODE_TITLE }, id);
    const stored = await adminDb().doc(`${COLLECTIONS.questions}/${id}`).get();
    expect(stored.get('Question')).toBe(UNICODE_TITLE);
  });

  it('accepts script and javascript: payloads in every free-text field, unchanged', async () => {
    for (const payload of SCRIPT_PAYLOADS) {
      const categoryId = uniqueId('script-cat');
      await createPostAs(
        bob.session,
        COLLECTIONS.categories,
        categoryId,
        categoryFields(bob, categoryId, payload),
      );
      const questionId = uniqueId('script-q');
      await createPostAs(
        bob.session,
        COLLECTIONS.questions,
        questionId,
        questionFields(bob, questionId, { id: categoryId, subject: payload }, payload),
      );
      const answerId = uniqueId('script-a');
      await createPostAs(
        bob.session,
        COLLECTIONS.answers,
        answerId,
        answerFields(bob, answerId, { id: questionId, text: payload, categoryId }, payload),
      );
      await renameProfile(bob.session, payload);
      await callFunction(bob.session.app, 'sendContactMessage', {
        Name: payload,
        EMail: bob.email,
        Comment: payload,
      });
      const stored = await adminDb().doc(`${COLLECTIONS.answers}/${answerId}`).get();
      expect(stored.get('Answer')).toBe(payload);
      expect(stored.get('Question')).toBe(payload);
    }
  });
});

describe('javascript: and foreign URLs where the data model expects a URL or an e-mail', () => {
  const badUrls = [
    'javascript:window.__hostile=1',
    'data:text/html,<script>window.__hostile=1</script>',
    'https://evil.example/v0/b/x/o/anything.png',
  ];

  it('refuses them as a profile picture', async () => {
    for (const url of badUrls) {
      expect(
        await errorCodeOf(
          updateDoc(doc(alice.session.db, COLLECTIONS.users, alice.uid), { photoURL: url }),
        ),
      ).toBe(DENIED);
    }
  });

  it("refuses them as a question's or an answer's screenshot", async () => {
    for (const url of badUrls) {
      expect(await errorCodeOf(newQuestion(alice, { QuestionScreenShot: url }))).toBe(DENIED);
      const answerId = uniqueId('a');
      expect(
        await errorCodeOf(
          createPostAs(
            alice.session,
            COLLECTIONS.answers,
            answerId,
            answerFields(alice, answerId, question, 'An answer', url),
          ),
        ),
      ).toBe(DENIED);
    }
  });

  it("refuses another user's upload as one's own screenshot", async () => {
    const id = uniqueId('q');
    const path = `Question's_Screenshot/${bob.uid}/${id}`;
    expect(await errorCodeOf(newQuestion(alice, { QuestionScreenShot: path }, id))).toBe(DENIED);
  });

  it('refuses a javascript: e-mail', async () => {
    expect(
      await errorCodeOf(
        updateDoc(doc(alice.session.db, COLLECTIONS.users, alice.uid), {
          EMail: 'javascript:window.__hostile=1',
        }),
      ),
    ).toBe(DENIED);
  });
});

describe('forged ids, authors, times, counters and keywords', () => {
  it('refuses an id field that is not the document id, and ids outside the id pattern', async () => {
    expect(await errorCodeOf(newQuestion(alice, { id: 'someone-else' }))).toBe(DENIED);
    for (const badId of ['has space', 'dot.dot', 'x'.repeat(129), 'ünïcode']) {
      expect(await errorCodeOf(newQuestion(alice, { id: badId }, badId))).toBe(DENIED);
    }
  });

  it('refuses a post claiming another author or a client-chosen date', async () => {
    expect(await errorCodeOf(newQuestion(alice, { uid: bob.uid }))).toBe(DENIED);
    expect(
      await errorCodeOf(newQuestion(alice, { date: Timestamp.fromMillis(Date.UTC(2001, 0, 1)) })),
    ).toBe(DENIED);
  });

  it('refuses a question in a missing category or under a mismatched category name', async () => {
    expect(await errorCodeOf(newQuestion(alice, { CatID: 'no-such-category' }))).toBe(DENIED);
    expect(await errorCodeOf(newQuestion(alice, { Category: 'Another name' }))).toBe(DENIED);
  });

  it('refuses every derived field on a new post', async () => {
    const forged: Record<string, unknown>[] = [
      { Keywords: ['free', 'money'] },
      { UserName: 'Administrator' },
      { AnswerCount: 9999 },
      { Anonymised: true },
      { ScreenShot: { large: 'https://evil.example/a.webp', thumb: '', width: 1, height: 1 } },
    ];
    for (const fields of forged) {
      expect(await errorCodeOf(newQuestion(alice, fields))).toBe(DENIED);
    }
  });

  // The author may edit the text alone and delete (tests/rules/firestore/edits and deletes).
  it("refuses forged derived fields on the own post, and anyone else's edit or delete", async () => {
    const ref = doc(alice.session.db, COLLECTIONS.questions, question.id);
    expect(await errorCodeOf(updateDoc(ref, { Keywords: ['spam'] }))).toBe(DENIED);
    expect(await errorCodeOf(updateDoc(ref, { AnswerCount: 1000 }))).toBe(DENIED);
    expect(await errorCodeOf(updateDoc(ref, { Html: '<img src=x onerror=alert(1)>' }))).toBe(
      DENIED,
    );
    expect(await errorCodeOf(updateDoc(ref, { Question: 'Edited', Keywords: ['spam'] }))).toBe(
      DENIED,
    );
    const asBob = doc(bob.session.db, COLLECTIONS.questions, question.id);
    expect(await errorCodeOf(updateDoc(asBob, { Question: 'Edited by Bob' }))).toBe(DENIED);
    expect(await errorCodeOf(deleteDoc(asBob))).toBe(DENIED);
  });

  it('refuses forged counters, status and extra fields on the own profile', async () => {
    const profile = doc(alice.session.db, COLLECTIONS.users, alice.uid);
    for (const fields of [
      { NoOfQuestionAsked: 1000 },
      { NoOfQuestionAnswered: -1 },
      { Status: 'Offline Since' },
      { Photo: { large: 'https://evil.example/a.webp', thumb: '', width: 1, height: 1 } },
      { isAdmin: true },
      { Password: 'hunter2' },
    ]) {
      expect(await errorCodeOf(updateDoc(profile, fields))).toBe(DENIED);
    }
  });

  it('refuses a new profile that starts with forged counters', async () => {
    const carol = await createSignedInUser({ prefix: 'hostile-carol' });
    await adminDb().doc(`${COLLECTIONS.users}/${carol.uid}`).delete();
    expect(
      await errorCodeOf(
        setDoc(doc(carol.session.db, COLLECTIONS.users, carol.uid), {
          uid: carol.uid,
          displayName: 'Carol',
          EMail: carol.email,
          photoURL: '',
          Status: 'Active Now',
          SetStatusDone: false,
          NoOfQuestionAsked: 500,
          NoOfQuestionAnswered: 0,
          CreatedAt: serverTimestamp(),
        }),
      ),
    ).toBe(DENIED);
    await carol.session.close();
  });
});

describe("another user's records", () => {
  it("refuses to read or write another user's profile and presence", async () => {
    const bobProfile = doc(alice.session.db, COLLECTIONS.users, bob.uid);
    expect(await errorCodeOf(getDoc(bobProfile))).toBe(DENIED);
    expect(await errorCodeOf(updateDoc(bobProfile, { displayName: 'Owned' }))).toBe(DENIED);
    expect(
      await errorCodeOf(
        setDoc(
          bobProfile,
          newUserRecord(
            { uid: bob.uid, displayName: 'Owned', email: bob.email },
            serverTimestamp(),
          ),
        ),
      ),
    ).toBe(DENIED);
    expect(await errorCodeOf(deleteDoc(bobProfile))).toBe(DENIED);
    expect(
      await errorCodeOf(
        setDoc(doc(alice.session.db, COLLECTIONS.presence, bob.uid), {
          state: 'offline',
          at: serverTimestamp(),
        }),
      ),
    ).toBe(DENIED);
    const stored = await adminDb().doc(`${COLLECTIONS.users}/${bob.uid}`).get();
    expect(stored.get('displayName')).not.toBe('Owned');
  });

  it('refuses any client write to ContactForm (the callable is the way in), and reading any message', async () => {
    expect(
      await errorCodeOf(
        addDoc(collection(alice.session.db, COLLECTIONS.contactForm), {
          Name: 'Bob',
          EMail: bob.email,
          Comment: 'Sent as Bob',
          date: serverTimestamp(),
        }),
      ),
    ).toBe(DENIED);
    const ids = (await adminDb().collection(COLLECTIONS.contactForm).limit(1).get()).docs.map(
      (d) => d.id,
    );
    for (const id of ids) {
      expect(await errorCodeOf(getDoc(doc(alice.session.db, COLLECTIONS.contactForm, id)))).toBe(
        DENIED,
      );
    }
  });

  it('refuses functions-only collections, the test fault switch included', async () => {
    const db = alice.session.db;
    expect(await errorCodeOf(setDoc(doc(db, '_testing', 'faults'), { failOnce: ['x'] }))).toBe(
      DENIED,
    );
    expect(
      await errorCodeOf(setDoc(doc(db, COLLECTIONS.processedEvents, 'forged'), { at: 1 })),
    ).toBe(DENIED);
    expect(await errorCodeOf(setDoc(doc(db, COLLECTIONS.topic, 'Name'), { categories: [] }))).toBe(
      DENIED,
    );
    expect(
      await errorCodeOf(setDoc(doc(db, COLLECTIONS.processedEvents, 'forged'), { x: 1 })),
    ).toBe(DENIED);
  });
});

describe('uploads', () => {
  const screenshot = (user: SignedInUser, owner: string, name: string) =>
    ref(user.session.storage, `Question's_Screenshot/${owner}/${name}`);

  /** A question of `user` naming its screenshot object, as the web app writes it first. */
  async function namedScreenshot(user: SignedInUser, id = uniqueId('shot')) {
    await newQuestion(user, { QuestionScreenShot: `Question's_Screenshot/${user.uid}/${id}` }, id);
    return screenshot(user, user.uid, id);
  }

  it("refuses an upload into another user's folder", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(
      await errorCodeOf(uploadBytes(screenshot(alice, bob.uid, uniqueId('f')), bytes, PNG)),
    ).toBe(STORAGE_DENIED);
  });

  it('refuses declared types other than PNG and JPEG, variant names and variant metadata', async () => {
    const bytes = new TextEncoder().encode('<svg onload="window.__hostile=1"></svg>');
    for (const contentType of ['text/html', 'image/svg+xml', 'application/octet-stream']) {
      expect(
        await errorCodeOf(uploadBytes(await namedScreenshot(alice), bytes, { contentType })),
      ).toBe(STORAGE_DENIED);
    }
    expect(
      await errorCodeOf(
        uploadBytes(screenshot(alice, alice.uid, `${uniqueId('f')}@1600.webp`), bytes, PNG),
      ),
    ).toBe(STORAGE_DENIED);
    expect(
      await errorCodeOf(
        uploadBytes(await namedScreenshot(alice), bytes, {
          ...PNG,
          customMetadata: { variantOf: 'anything' },
        }),
      ),
    ).toBe(STORAGE_DENIED);
  });

  it('accepts exactly 10485760 bytes and refuses 10485761', async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await errorCodeOf(uploadBytes(await namedScreenshot(alice), exact, PNG))).toBe(
      'succeeded',
    );
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await errorCodeOf(uploadBytes(await namedScreenshot(alice), over, PNG))).toBe(
      STORAGE_DENIED,
    );
  });

  it('takes text declared as image/png, then the image trigger deletes it and marks the post', async () => {
    const id = uniqueId('lying');
    const objectPath = `Question's_Screenshot/${alice.uid}/${id}`;
    const file = await namedScreenshot(alice, id);
    await uploadBytes(file, new TextEncoder().encode('<script>window.__hostile=1</script>'), PNG);

    const post = adminDb().doc(`${COLLECTIONS.questions}/${id}`);
    const deadline = Date.now() + 30_000;
    let rejected: unknown;
    while (Date.now() < deadline) {
      rejected = (await post.get()).get('ScreenShotRejected');
      if (typeof rejected === 'string') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(typeof rejected).toBe('string');
    const [exists] = await adminBucket().file(objectPath).exists();
    expect(exists).toBe(false);
    expect((await post.get()).get('ScreenShot')).toBeUndefined();
  });
});
