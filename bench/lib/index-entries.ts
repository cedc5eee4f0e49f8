// Index entries of a Firestore document, computed from its fields and firestore.indexes.json by
// Firestore's documented rules ("Index types in Cloud Firestore", automatic indexing; "Quotas and
// limits": a document's index entries are its single-field entries plus its composite entries,
// at most 40,000):
// - a field that is neither an array nor a map: two single-field entries (ascending, descending);
// - a map: no entry of its own; each subfield is indexed by these rules (a map's override, such
//   as an exemption, applies to its subfields);
// - an array: one array-contains entry per distinct element;
// - a `fieldOverrides` entry replaces the defaults of its field with its own list (`[]`: none; each
//   listed index, whatever its scope, is one entry, or one per distinct element for CONTAINS);
// - a composite index of the document's collection id holds one entry when the document has every
//   field of it, times the distinct elements of its CONTAINS field.
// The document-id (`__name__`) index is not counted.
import { readFileSync } from 'node:fs';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

interface IndexesFile {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: string; arrayConfig?: string; queryScope: string }[];
  }[];
}

export function readIndexes(file: string): IndexesFile {
  return JSON.parse(readFileSync(file, 'utf8')) as IndexesFile;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function distinctElements(values: readonly unknown[]): number {
  return new Set(values.map((value) => JSON.stringify(value))).size;
}

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(data: Record<string, unknown>, prefix = ''): Leaf[] {
  return Object.entries(data).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isMap(value) ? leaves(value, path) : [{ path, value }];
  });
}

function covers(parent: string, child: string): boolean {
  return child === parent || child.startsWith(`${parent}.`);
}

/** Whether a leaf field is among the changed paths (null: every field changed). */
function changed(path: string, mask: readonly string[] | null): boolean {
  return mask === null || mask.some((m) => covers(m, path) || covers(path, m));
}

function fieldValue(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (!isMap(value)) return undefined;
    value = value[key];
  }
  return value;
}

export interface IndexEntryCount {
  single: number;
  composite: number;
}

/**
 * The entries of a document of collection `collectionId`; with `mask`, only those of the changed
 * fields and of the composite indexes holding one (what an update rewrites).
 */
export function indexEntries(
  indexes: IndexesFile,
  collectionId: string,
  data: Record<string, unknown>,
  mask: readonly string[] | null = null,
): IndexEntryCount {
  const overrides = (indexes.fieldOverrides ?? []).filter(
    (o) => o.collectionGroup === collectionId,
  );
  let single = 0;
  for (const leaf of leaves(data)) {
    if (!changed(leaf.path, mask)) continue;
    const override = overrides
      .filter((o) => covers(o.fieldPath, leaf.path))
      .sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
    const isArray = Array.isArray(leaf.value);
    const elements = isArray ? distinctElements(leaf.value as unknown[]) : 0;
    if (!override) {
      single += isArray ? elements : 2;
      continue;
    }
    for (const index of override.indexes) {
      if (index.arrayConfig) single += isArray ? elements : 0;
      else single += 1;
    }
  }
  let composite = 0;
  for (const index of indexes.indexes) {
    if (index.collectionGroup !== collectionId) continue;
    const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
    if (mask !== null && !fields.some((f) => changed(f.fieldPath, mask))) continue;
    let entries = 1;
    for (const field of fields) {
      const value = fieldValue(data, field.fieldPath);
      if (value === undefined) entries = 0;
      else if (field.arrayConfig) entries *= Array.isArray(value) ? distinctElements(value) : 0;
    }
    composite += entries;
  }
  return { single, composite };
}
