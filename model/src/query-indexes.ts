// Which Firestore indexes a query shape needs, and whether an index file (the format of
// firestore.indexes.json) provides exactly those. Firestore's rules as encoded here, with their
// sources, are in docs/indexes.md. The emulator never asks for an index (firebase-tools#2027):
// this is the check production would otherwise make.
import { DOCUMENT_ID, type QueryShape } from './queries.js';

type IndexScope = 'COLLECTION' | 'COLLECTION_GROUP';
/** A field of an index: ordered, or the array-contains form. */
type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

interface IndexField {
  readonly fieldPath: string;
  readonly mode: IndexMode;
}

/** A need for one single-field index (automatic in collection scope unless exempted). */
interface SingleFieldNeed {
  readonly collection: string;
  readonly scope: IndexScope;
  readonly field: IndexField;
}

/** A need for one composite index: equality fields (any order), then the ordered fields. */
interface CompositeNeed {
  readonly collection: string;
  readonly scope: IndexScope;
  readonly equalities: readonly IndexField[];
  readonly orders: readonly IndexField[];
}

export interface IndexNeeds {
  readonly singleField: readonly SingleFieldNeed[];
  readonly composite: CompositeNeed | null;
}

const EQUALITY_OPS = new Set(['==', 'in']);
const CONTAINS_OPS = new Set(['array-contains', 'array-contains-any']);

const ordered = (field: string, direction: 'asc' | 'desc'): IndexField => ({
  fieldPath: field,
  mode: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
});

/**
 * The orderings Firestore runs a shape with: the explicit ones, then each inequality field not
 * ordered yet (ascending, by name); an ordering on an equality field is dropped (one value), and
 * a trailing document-id ordering in the direction of the ordering before it (ascending when
 * alone) is the one every index ends with.
 */
function effectiveOrders(shape: QueryShape): IndexField[] {
  const equalities = new Set(
    shape.where.filter(({ op }) => EQUALITY_OPS.has(op)).map(({ field }) => field),
  );
  const explicit = shape.orderBy.map(({ field, direction }) => ordered(field, direction));
  const inequalities = [
    ...new Set(
      shape.where
        .filter(({ op }) => !EQUALITY_OPS.has(op) && !CONTAINS_OPS.has(op))
        .map(({ field }) => field),
    ),
  ]
    .filter((field) => !explicit.some(({ fieldPath }) => fieldPath === field))
    .sort()
    .map((field) => ordered(field, 'asc'));
  const orders = [...explicit, ...inequalities].filter(
    ({ fieldPath }) => !equalities.has(fieldPath),
  );
  const last = orders[orders.length - 1];
  if (last?.fieldPath === DOCUMENT_ID) {
    const before = orders[orders.length - 2]?.mode ?? 'ASCENDING';
    if (last.mode === before) orders.pop();
  }
  return orders;
}

/** The indexes one shape needs. */
export function indexNeeds(shape: QueryShape): IndexNeeds {
  const scope: IndexScope = shape.group ? 'COLLECTION_GROUP' : 'COLLECTION';
  const { collection } = shape;
  const equalities: IndexField[] = [
    ...new Set(shape.where.filter(({ op }) => EQUALITY_OPS.has(op)).map(({ field }) => field)),
  ]
    .sort()
    .map((fieldPath) => ({ fieldPath, mode: 'ASCENDING' }));
  const contains = shape.where
    .filter(({ op }) => CONTAINS_OPS.has(op))
    .map(({ field }): IndexField => ({ fieldPath: field, mode: 'CONTAINS' }));
  const filters = [...equalities, ...contains];
  const orders = effectiveOrders(shape);
  const onlyId = orders.every(({ fieldPath }) => fieldPath === DOCUMENT_ID);
  if (orders.length === 0 || (onlyId && filters.length === 0)) {
    // Equality and array-contains filters alone: Firestore merges single-field indexes. Ordering
    // by document id alone runs on the built-in id index.
    return {
      singleField: filters.map((field) => ({ collection, scope, field })),
      composite: null,
    };
  }
  const [only] = orders;
  if (filters.length === 0 && orders.length === 1 && only) {
    // One ordering (and ranges on that field): the field's single-field index in that direction.
    return { singleField: [{ collection, scope, field: only }], composite: null };
  }
  return { singleField: [], composite: { collection, scope, equalities: filters, orders } };
}

/** The format of firestore.indexes.json (the parts this check reads). */
export interface IndexFile {
  readonly indexes: readonly {
    readonly collectionGroup: string;
    readonly queryScope: IndexScope;
    readonly fields: readonly {
      readonly fieldPath: string;
      readonly order?: 'ASCENDING' | 'DESCENDING';
      readonly arrayConfig?: 'CONTAINS';
    }[];
  }[];
  readonly fieldOverrides?: readonly {
    readonly collectionGroup: string;
    readonly fieldPath: string;
    readonly ttl?: boolean;
    readonly indexes: readonly {
      readonly queryScope: IndexScope;
      readonly order?: 'ASCENDING' | 'DESCENDING';
      readonly arrayConfig?: 'CONTAINS';
    }[];
  }[];
}

export interface IndexComparison {
  /** Needs the file does not provide, one line each. */
  readonly missing: string[];
  /** Indexes (composite, or single-field a `fieldOverrides` entry adds or keeps) no shape needs. */
  readonly unneeded: string[];
}

const fieldText = ({ fieldPath, mode }: IndexField) => `${fieldPath} ${mode}`;
const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && a.mode === b.mode;

function describeComposite(need: CompositeNeed): string {
  const fields = [...need.equalities, ...need.orders].map(fieldText).join(', ');
  return `composite ${need.collection} (${need.scope}): ${fields}`;
}

function describeSingle(need: SingleFieldNeed): string {
  return `single-field ${need.collection}.${fieldText(need.field)} (${need.scope})`;
}

/** Whether an index serves a composite need: the equality fields in any order, then the orders. */
function serves(index: IndexFile['indexes'][number], need: CompositeNeed): boolean {
  if (index.collectionGroup !== need.collection || index.queryScope !== need.scope) return false;
  const fields = index.fields.map((field): IndexField => ({
    fieldPath: field.fieldPath,
    mode: field.arrayConfig ?? field.order ?? 'ASCENDING',
  }));
  if (fields.length !== need.equalities.length + need.orders.length) return false;
  const head = fields.slice(0, need.equalities.length);
  const tail = fields.slice(need.equalities.length);
  return (
    need.equalities.every((wanted) => head.some((field) => sameField(field, wanted))) &&
    need.orders.every((wanted, i) => {
      const field = tail[i];
      return field !== undefined && sameField(field, wanted);
    })
  );
}

/** Compares the needs of every shape with an index file, both ways. */
export function compareIndexes(shapes: readonly QueryShape[], file: IndexFile): IndexComparison {
  const needs = shapes.map(indexNeeds);
  const composites = needs.flatMap(({ composite }) => (composite ? [composite] : []));
  const singles = needs.flatMap(({ singleField }) => singleField);
  const missing = new Set<string>();
  const unneeded = new Set<string>();
  for (const need of composites) {
    if (!file.indexes.some((index) => serves(index, need))) missing.add(describeComposite(need));
  }
  for (const index of file.indexes) {
    if (!composites.some((need) => serves(index, need))) {
      const fields = index.fields
        .map((field) => `${field.fieldPath} ${field.arrayConfig ?? field.order ?? ''}`)
        .join(', ');
      unneeded.add(`composite ${index.collectionGroup} (${index.queryScope}): ${fields}`);
    }
  }
  const overrides = file.fieldOverrides ?? [];
  for (const need of singles) {
    const override = overrides.find(
      (entry) =>
        entry.collectionGroup === need.collection && entry.fieldPath === need.field.fieldPath,
    );
    // Without an override, every field has its single-field indexes in collection scope only.
    const provided = override
      ? override.indexes.some(
          (index) =>
            index.queryScope === need.scope &&
            (index.arrayConfig ?? index.order) === need.field.mode,
        )
      : need.scope === 'COLLECTION';
    if (!provided) missing.add(describeSingle(need));
  }
  for (const override of overrides) {
    for (const index of override.indexes) {
      const mode = index.arrayConfig ?? index.order ?? 'ASCENDING';
      const needed = singles.some(
        (need) =>
          need.collection === override.collectionGroup &&
          need.field.fieldPath === override.fieldPath &&
          need.scope === index.queryScope &&
          need.field.mode === mode,
      );
      if (!needed) {
        unneeded.add(
          describeSingle({
            collection: override.collectionGroup,
            scope: index.queryScope,
            field: { fieldPath: override.fieldPath, mode },
          }),
        );
      }
    }
  }
  return { missing: [...missing].sort(), unneeded: [...unneeded].sort() };
}
