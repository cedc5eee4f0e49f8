// No document grows with the number of categories,
// Home pages through Categories with the query the web app runs (30 per page, newest first)
// and still lists every category once after a script created 10,000, and the rules refuse a
// list query that would read a whole collection at once.
import { docPath, COLLECTIONS, PAGE_SIZES, TOPIC_NAME_PATH } from '@queryhub/model';
import type { FirebaseApp } from 'firebase/app';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, adminDb, clientApp, urlOf } from '@queryhub/testkit';

const CATEGORIES = 10_000;
const BATCH = 500;
const RUN = Date.now().toString(36);
/** Dated after everything else in the emulator, so they are the newest categories. */
const FIRST_DATE = Date.UTC(2100, 0, 1);

/** Pauses or resumes background triggers through the emulator hub (as bench/search.ts). */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${urlOf('hub')}/functions/${action}`, { method: 'PUT' });
  if (!response.ok && response.status !== 400) throw new Error(`${action}: ${response.status}`);
}

const categoryId = (n: number) => `scale-${RUN}-${n.toString().padStart(5, '0')}`;

async function writeCategories(write: (n: number) => FirebaseFirestore.DocumentData | null) {
  for (let offset = 0; offset < CATEGORIES; offset += BATCH) {
    const batch = adminDb().batch();
    for (let n = offset; n < Math.min(offset + BATCH, CATEGORIES); n += 1) {
      const data = write(n);
      const ref = adminDb().doc(docPath('categories', categoryId(n)));
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

/** Home's query, exactly as web/src/features/categories/api/get-categories.ts builds it. */
const homeQuery = (db: Firestore, after?: QueryDocumentSnapshot) =>
  query(
    collection(db, COLLECTIONS.categories),
    orderBy('date', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(PAGE_SIZES.categories),
  );

let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  ({ app, db } = clientApp(`scale-${RUN}`));
  // A script's 10,000 categories, written in bulk; their triggers would only name the author.
  await setBackgroundTriggers(false);
  try {
    await writeCategories((n) => ({
      id: categoryId(n),
      Subject: `Scale ${n}`,
      uid: 'scale-script',
      UserName: 'Scale Script',
      date: Timestamp.fromMillis(FIRST_DATE + n * 1000),
    }));
  } finally {
    await setBackgroundTriggers(true);
  }
});

afterAll(async () => {
  await writeCategories(() => null);
  await deleteApp(app);
});

describe('Home after a script created 10,000 categories', () => {
  it('lists them 30 per page, newest first, each exactly once, through every page', async () => {
    const seen: string[] = [];
    let last: QueryDocumentSnapshot | undefined;
    let pages = 0;
    while (seen.length < CATEGORIES) {
      const page = await getDocs(homeQuery(db, last));
      pages += 1;
      expect(page.size).toBeLessThanOrEqual(PAGE_SIZES.categories);
      if (page.empty) break;
      seen.push(...page.docs.map((d) => d.id).filter((id) => id.startsWith(`scale-${RUN}-`)));
      last = page.docs.at(-1);
    }
    expect(pages).toBe(Math.ceil(CATEGORIES / PAGE_SIZES.categories));
    expect(seen).toHaveLength(CATEGORIES);
    expect(new Set(seen).size).toBe(CATEGORIES);
    expect(seen[0]).toBe(categoryId(CATEGORIES - 1));
    expect(seen.at(-1)).toBe(categoryId(0));
  });

  it('keeps no aggregate that grows with the categories (Topic/Name is not written)', async () => {
    const topic = await adminDb().doc(TOPIC_NAME_PATH).get();
    const listed = (topic.get('categories') as { id?: string }[] | undefined) ?? [];
    expect(listed.filter((item) => item.id?.startsWith(`scale-${RUN}-`))).toEqual([]);
  });
});

describe('list queries the rules refuse', () => {
  it('refuses a whole collection in one query (no limit) and a limit above 50', async () => {
    expect(await errorCodeOf(getDocs(collection(db, COLLECTIONS.categories)))).toBe(
      'permission-denied',
    );
    expect(
      await errorCodeOf(
        getDocs(query(collection(db, COLLECTIONS.categories), orderBy('date'), limit(51))),
      ),
    ).toBe('permission-denied');
    expect(
      await errorCodeOf(
        getDocs(query(collection(db, COLLECTIONS.questions), where('CatID', '==', categoryId(0)))),
      ),
    ).toBe('permission-denied');
    expect(
      await errorCodeOf(
        getDocs(
          query(collection(db, COLLECTIONS.answers), where('Keywords', 'array-contains', 'a')),
        ),
      ),
    ).toBe('permission-denied');
    expect(
      await errorCodeOf(
        getDocs(query(collection(db, COLLECTIONS.categories), orderBy('date'), limit(50))),
      ),
    ).toBe('succeeded');
  });
});
