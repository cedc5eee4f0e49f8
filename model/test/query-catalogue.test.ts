import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  compareIndexes,
  indexNeeds,
  QUERY_CATALOGUE,
  RATE_STAMP_GAP_SECONDS,
  WINDOW_STAMP_LIMITS,
  type IndexFile,
  type QueryName,
  type QueryShape,
} from '../src/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const indexFile = JSON.parse(readFileSync(`${root}firestore.indexes.json`, 'utf8')) as IndexFile;
const shapes: QueryShape[] = Object.values(QUERY_CATALOGUE);

/** Production source files under `dir` (repository-relative), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

const PRODUCTION_DIRS = ['web/src', 'ssr/src', 'functions/src', 'functions/scripts'];
/** The web SDK's adapter (the Admin SDK's is model/src/admin-query.ts). */
const ADAPTERS = ['web/src/lib/catalogue-query.ts'];
/** A call that builds a query: through the adapters, or raw (which ESLint refuses). */
const BUILDS_A_QUERY =
  /\b(?:catalogueQuery|planQuery|adminQuery|adminPlanQuery|queryPlan|questionListPlan|where|orderBy|collectionGroup)\(/;

type Composite = IndexFile['indexes'][number];
type Override = NonNullable<IndexFile['fieldOverrides']>[number];

/** A deep copy of the index file to change. */
const copy = (): { indexes: Composite[]; fieldOverrides: Override[] } => {
  const file = structuredClone(indexFile);
  return { indexes: [...file.indexes], fieldOverrides: [...(file.fieldOverrides ?? [])] };
};

describe('the query catalogue and firestore.indexes.json', () => {
  it('provide exactly the indexes the shapes need, both ways', () => {
    expect(compareIndexes(shapes, indexFile)).toEqual({ missing: [], unneeded: [] });
  });

  it('name every production file that builds a query', () => {
    const named = new Set(shapes.flatMap(({ usedBy }) => usedBy));
    const querying = PRODUCTION_DIRS.flatMap((dir) =>
      sourceFiles(dir).filter(
        (file) => !ADAPTERS.includes(file) && BUILDS_A_QUERY.test(read(file)),
      ),
    );
    expect(querying.length).toBeGreaterThan(10);
    expect(querying.filter((file) => !named.has(file))).toEqual([]);
  });

  it('name each file that spells an entry, under that entry', () => {
    const wrong = PRODUCTION_DIRS.flatMap(sourceFiles).flatMap((file) =>
      [...read(file).matchAll(/'([\w.]+)'/g)]
        .map(([, name]) => name as QueryName)
        .filter((name) => Object.hasOwn(QUERY_CATALOGUE, name))
        .filter((name) => !QUERY_CATALOGUE[name].usedBy.includes(file))
        .map((name) => `${file}: ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('name files that exist', () => {
    const files = new Set(shapes.flatMap(({ usedBy }) => usedBy));
    expect([...files].filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
  });

  it('fail when any needed composite index is removed', () => {
    expect(indexFile.indexes.length).toBeGreaterThan(0);
    indexFile.indexes.forEach((_, i) => {
      const file = copy();
      file.indexes.splice(i, 1);
      expect(compareIndexes(shapes, file).missing).toHaveLength(1);
    });
  });

  it('fail when an index no shape needs is added', () => {
    const file = copy();
    file.indexes.push({
      collectionGroup: 'Questions',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'Keywords', arrayConfig: 'CONTAINS' },
        { fieldPath: 'Score', order: 'DESCENDING' },
      ],
    });
    file.fieldOverrides.push({
      collectionGroup: 'Comments',
      fieldPath: 'uid',
      indexes: [{ queryScope: 'COLLECTION_GROUP', order: 'ASCENDING' }],
    });
    expect(compareIndexes(shapes, file).unneeded).toEqual([
      'composite Questions (COLLECTION): Keywords CONTAINS, Score DESCENDING',
      'single-field Comments.uid ASCENDING (COLLECTION_GROUP)',
    ]);
  });

  it('fail when one needed index is removed and an unneeded one added in the same copy', () => {
    const file = copy();
    const [first] = file.indexes.splice(0, 1);
    expect(first).toBeDefined();
    file.indexes.push({ ...first!, queryScope: 'COLLECTION_GROUP' });
    const result = compareIndexes(shapes, file);
    expect(result.missing).toHaveLength(1);
    expect(result.unneeded).toHaveLength(1);
  });

  it('fail when a collection-group index a shape needs is missing', () => {
    const groupNeeds = shapes
      .filter(({ group }) => group)
      .flatMap((shape) => indexNeeds(shape).singleField);
    expect(groupNeeds.length).toBeGreaterThan(0);
    for (const need of groupNeeds) {
      const file = copy();
      file.fieldOverrides = file.fieldOverrides.map((entry) =>
        entry.collectionGroup === need.collection && entry.fieldPath === need.field.fieldPath
          ? { ...entry, indexes: entry.indexes.filter((i) => i.queryScope !== 'COLLECTION_GROUP') }
          : entry,
      );
      expect(compareIndexes(shapes, file).missing).toContain(
        `single-field ${need.collection}.${need.field.fieldPath} ${need.field.mode} (COLLECTION_GROUP)`,
      );
    }
  });

  it('fail when a field a query needs is exempted from single-field indexing', () => {
    const file = copy();
    file.fieldOverrides.push({ collectionGroup: 'Notifications', fieldPath: 'date', indexes: [] });
    expect(compareIndexes(shapes, file).missing).toEqual([
      'single-field Notifications.date DESCENDING (COLLECTION)',
    ]);
  });
});

describe('index exemptions', () => {
  const exempted = (collection: string) =>
    (indexFile.fieldOverrides ?? [])
      .filter((entry) => entry.collectionGroup === collection && entry.indexes.length === 0)
      .map(({ fieldPath }) => fieldPath);

  it('cover every rate stamp (busy timestamps no query reads)', () => {
    const stamps = [...Object.keys(RATE_STAMP_GAP_SECONDS), ...Object.keys(WINDOW_STAMP_LIMITS)];
    expect(stamps.filter((name) => !exempted(COLLECTIONS.rateLimits).includes(name))).toEqual([]);
  });

  it('cover the long texts and the keyword arrays of posts', () => {
    for (const collection of [COLLECTIONS.questions, COLLECTIONS.answers]) {
      expect(exempted(collection)).toEqual(expect.arrayContaining(['Keywords', 'Html']));
    }
  });
});

describe("Firestore's index rules", () => {
  const q = (shape: Partial<QueryShape>): QueryShape => ({
    collection: 'C',
    group: false,
    where: [],
    orderBy: [],
    usedBy: [],
    ...shape,
  });

  it('equality filters alone merge single-field indexes', () => {
    expect(
      indexNeeds(
        q({
          where: [
            { field: 'a', op: '==' },
            { field: 'b', op: '==' },
          ],
        }),
      ),
    ).toEqual({
      composite: null,
      singleField: [
        { collection: 'C', scope: 'COLLECTION', field: { fieldPath: 'a', mode: 'ASCENDING' } },
        { collection: 'C', scope: 'COLLECTION', field: { fieldPath: 'b', mode: 'ASCENDING' } },
      ],
    });
  });

  it('the implicit document-id order needs no index; a reversed one does', () => {
    const byId = (direction: 'asc' | 'desc') =>
      indexNeeds(
        q({ where: [{ field: 'a', op: '==' }], orderBy: [{ field: '__name__', direction }] }),
      ).composite;
    expect(byId('asc')).toBeNull();
    expect(byId('desc')).toEqual({
      collection: 'C',
      scope: 'COLLECTION',
      equalities: [{ fieldPath: 'a', mode: 'ASCENDING' }],
      orders: [{ fieldPath: '__name__', mode: 'DESCENDING' }],
    });
  });

  it('one order or range on one field uses its single-field index, in that direction', () => {
    expect(
      indexNeeds(
        q({ where: [{ field: 'd', op: '>' }], orderBy: [{ field: 'd', direction: 'desc' }] }),
      ),
    ).toEqual({
      composite: null,
      singleField: [
        { collection: 'C', scope: 'COLLECTION', field: { fieldPath: 'd', mode: 'DESCENDING' } },
      ],
    });
  });

  it('equality or array-contains with an order or a range on another field needs a composite', () => {
    expect(
      indexNeeds(
        q({
          where: [
            { field: 'a', op: '==' },
            { field: 'd', op: '<' },
          ],
        }),
      ).composite?.orders,
    ).toEqual([{ fieldPath: 'd', mode: 'ASCENDING' }]);
    expect(
      indexNeeds(
        q({
          where: [{ field: 't', op: 'array-contains' }],
          orderBy: [{ field: 'd', direction: 'desc' }],
        }),
      ).composite?.equalities,
    ).toEqual([{ fieldPath: 't', mode: 'CONTAINS' }]);
  });

  it('several orders need a composite, and the reverse order is another index', () => {
    const orders = (direction: 'asc' | 'desc') =>
      q({
        orderBy: [
          { field: 's', direction },
          { field: 'd', direction },
        ],
      });
    const file: IndexFile = {
      indexes: [
        {
          collectionGroup: 'C',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 's', order: 'DESCENDING' },
            { fieldPath: 'd', order: 'DESCENDING' },
          ],
        },
      ],
    };
    expect(compareIndexes([orders('desc')], file)).toEqual({ missing: [], unneeded: [] });
    expect(compareIndexes([orders('asc')], file).missing).toEqual([
      'composite C (COLLECTION): s ASCENDING, d ASCENDING',
    ]);
  });

  it('a collection-group query needs collection-group scope', () => {
    const shape = q({ group: true, where: [{ field: 'a', op: '==' }] });
    expect(compareIndexes([shape], { indexes: [] }).missing).toEqual([
      'single-field C.a ASCENDING (COLLECTION_GROUP)',
    ]);
  });
});
