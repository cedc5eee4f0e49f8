// The search mirror end to end: Firestore writes reach PostgreSQL through the mirror triggers,
// and the search route (the `ssr` function) answers from SQL confirmed against Firestore.
import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  adminAuth,
  adminDb,
  categoryFields,
  createPostAs,
  createSignedInUser,
  eventually,
  questionFields,
  uniqueId,
  type SignedInUser,
} from '@queryhub/testkit';

const SSR_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/ssr`;
let pool: pg.Pool;
/** Letters only: one searchable word of this run. */
const word = `mirror${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const category = { id: uniqueId('cat'), subject: 'Search mirror' };
let author: SignedInUser;

async function row(id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await pool.query(
    `SELECT * FROM posts WHERE kind = 'question' AND post_id = $1`,
    [id],
  );
  return rows[0];
}

type MirrorRow = Record<string, unknown> | undefined;

/** Runs `write`, then waits until the question's mirror row passes `settled`. */
async function writeThenRow(
  id: string,
  write: () => Promise<unknown>,
  settled: (mirrored: MirrorRow) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<void> {
  await write();
  await eventually(async () => settled(await row(id)), what, timeoutMs);
}

/** Writes a new question of `author` with the Admin SDK, then waits for its mirror row. */
async function askThenRow(
  text: string,
  settled: (mirrored: MirrorRow) => boolean = (mirrored) => mirrored !== undefined,
): Promise<{ id: string; ref: DocumentReference }> {
  const id = uniqueId('q');
  const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
  const fields = questionFields(author, id, category, text, '', FieldValue.serverTimestamp());
  await writeThenRow(id, () => ref.set(fields), settled, 'the mirror row');
  return { id, ref };
}

async function search(
  text: string,
): Promise<{ questions: { id: string; uid: string }[]; degraded: boolean }> {
  const response = await fetch(`${SSR_URL}/api/search?q=${encodeURIComponent(text)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { questions: { id: string; uid: string }[]; degraded: boolean };
}

beforeAll(async () => {
  const url = process.env.QUERYHUB_SEARCH_DATABASE_URL;
  if (!url) throw new Error('QUERYHUB_SEARCH_DATABASE_URL is not set: run through exec.ts.');
  pool = new pg.Pool({ connectionString: url, max: 2 });
  author = await createSignedInUser({ prefix: 'searcher' });
  await adminDb()
    .collection(COLLECTIONS.categories)
    .doc(category.id)
    .set(categoryFields(author, category.id, category.subject, FieldValue.serverTimestamp()));
});
afterAll(async () => {
  await pool.end();
});

describe('the mirror triggers', () => {
  it('mirror a new question, its edits, its hiding and its deletion', async () => {
    const title = `Why does ${word} testing fail?`;
    const { id, ref } = await askThenRow(title, (mirrored) => mirrored?.title === title);
    expect((await search(`${word} tests`)).questions.map((q) => q.id)).toEqual([id]);

    await writeThenRow(
      id,
      () => ref.update({ Question: `Why does ${word} linting fail?` }),
      (mirrored) => String(mirrored?.body).includes('linting'),
      'the edit',
    );
    expect((await search(`${word} lint`)).questions.map((q) => q.id)).toEqual([id]);

    const hidden = (value: boolean) => (mirrored: MirrorRow) => mirrored?.hidden === value;
    await writeThenRow(id, () => ref.update({ Hidden: true }), hidden(true), 'the hiding');
    expect((await search(word)).questions).toEqual([]);

    await writeThenRow(id, () => ref.update({ Hidden: false }), hidden(false), 'the restore');
    await writeThenRow(
      id,
      () => ref.delete(),
      (mirrored) => mirrored?.deleted === true,
      'the deletion',
    );
    expect((await search(word)).questions).toEqual([]);
  });

  it('never shows a post Firestore has hidden, even when the mirror lags', async () => {
    const { id, ref } = await askThenRow(`Lagging ${word}lag question`);
    // Hidden in Firestore while the mirror is told nothing: the route still leaves it out.
    await pool.query(
      `UPDATE posts SET source_updated_at = now() + interval '1 hour' WHERE post_id = $1`,
      [id],
    );
    await ref.update({ Hidden: true });
    expect((await search(`${word}lag`)).questions).toEqual([]);
  });

  it('follow an account deletion: the post stays, anonymised, with no trace of its author', async () => {
    const leaver = await createSignedInUser({ prefix: 'search-leaver' });
    const id = uniqueId('q');
    const fields = questionFields(leaver, id, category, `Leaving ${word}leave question`);
    await writeThenRow(
      id,
      () => createPostAs(leaver.session, COLLECTIONS.questions, id, fields),
      (mirrored) => mirrored?.author_id === leaver.uid,
      'the mirror row',
    );
    await writeThenRow(
      id,
      () => adminAuth().deleteUser(leaver.uid),
      (mirrored) => mirrored?.author_id === '',
      'the anonymised row',
    );
    const found = await search(`${word}leave`);
    expect(found.questions.map((q) => [q.id, q.uid])).toEqual([[id, '']]);
  });
});

describe('the search route', () => {
  it('refuses a text over 200 characters', async () => {
    const response = await fetch(`${SSR_URL}/api/search?q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
  });

  it('keeps only the questions with the tag, on /api/search and on /Results', async () => {
    const tag = `${word}-tag`;
    const tagged = await askThenRow(`Tagged ${word}kettle question`);
    const plain = await askThenRow(`Plain ${word}kettle question`);
    await writeThenRow(
      tagged.id,
      () => tagged.ref.update({ Tags: [tag] }),
      (mirrored) => Array.isArray(mirrored?.tags) && mirrored.tags.includes(tag),
      'the tag in the mirror',
    );
    const ids = (found: { questions: { id: string }[] }) => found.questions.map((q) => q.id);
    expect(ids(await search(`${word}kettle`)).sort()).toEqual([tagged.id, plain.id].sort());
    const response = await fetch(`${SSR_URL}/api/search?q=${word}kettle&tag=${tag}`);
    expect(ids((await response.json()) as { questions: { id: string }[] })).toEqual([tagged.id]);
    const page = await fetch(`${SSR_URL}/Results/${word}kettle?tag=${tag}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Tagged ${word}kettle question`);
    expect(html).not.toContain(`Plain ${word}kettle question`);
    const notATag = await fetch(`${SSR_URL}/api/search?q=${word}kettle&tag=Not%20A%20Tag`);
    expect(notATag.status).toBe(400);
  });

  it('searches a text with a NUL byte as cleaned, never falling back to the keyword search', async () => {
    const { id } = await askThenRow(`Cleaning ${word}nulbyte input`);
    const found = await search(`${word}nulbyte\u0000 input`);
    expect(found).toMatchObject({ degraded: false });
    expect(found.questions.map((q) => q.id)).toEqual([id]);
  });

  it('answers with the correction of a misspelt word', async () => {
    const { id } = await askThenRow(`Tuning ${word}kubernetes nodes`);
    // Not a prefix of the word (the last word also matches as a prefix): a real misspelling.
    const response = await fetch(`${SSR_URL}/api/search?q=${word}kuberntes`);
    const body = (await response.json()) as { corrected: string; questions: { id: string }[] };
    expect(body.corrected).toBe(`${word}kubernetes`);
    expect(body.questions.map((q) => q.id)).toEqual([id]);
  });
});
