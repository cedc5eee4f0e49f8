// Firestore REST documents ({name, fields: {x: {stringValue}}}) -> engine values, for firestore.get().
import type { DocumentLookup, Value } from '../rules/index.js';
import { parseTimestamp, values } from '../rules/index.js';
import { isObject, type Json } from './expression-value.js';

function decodeFields(fields: Json | undefined): Map<string, Value> {
  const entries = new Map<string, Value>();
  if (!isObject(fields)) return entries;
  for (const [key, field] of Object.entries(fields)) entries.set(key, decodeFirestoreValue(field));
  return entries;
}

/** `projects/p/databases/(default)/documents/a/b` -> path /databases/(default)/documents/a/b. */
function referencePath(name: string): Value {
  const segments = name.split('/').filter((s) => s !== '');
  const start = segments.indexOf('databases');
  return { kind: 'path', segments: start >= 0 ? segments.slice(start) : segments };
}

function decodeFirestoreValue(json: Json | undefined): Value {
  if (!isObject(json)) return values.error('Malformed Firestore value.');
  if ('nullValue' in json) return values.NULL;
  if (typeof json.booleanValue === 'boolean') return values.bool(json.booleanValue);
  if ('integerValue' in json) {
    const text = String(json.integerValue);
    return /^-?\d+$/.test(text)
      ? values.int(BigInt(text))
      : values.error('Malformed integerValue.');
  }
  if ('doubleValue' in json) {
    const raw = json.doubleValue;
    return values.float(typeof raw === 'number' ? raw : Number(raw));
  }
  if (typeof json.stringValue === 'string') return values.str(json.stringValue);
  if (typeof json.timestampValue === 'string') return parseTimestamp(json.timestampValue);
  if (typeof json.bytesValue === 'string')
    return { kind: 'bytes', value: new Uint8Array(Buffer.from(json.bytesValue, 'base64')) };
  if (typeof json.referenceValue === 'string') return referencePath(json.referenceValue);
  if (isObject(json.geoPointValue)) {
    const { latitude, longitude } = json.geoPointValue;
    return { kind: 'latlng', lat: Number(latitude ?? 0), lng: Number(longitude ?? 0) };
  }
  if (isObject(json.mapValue)) return values.map(decodeFields(json.mapValue.fields));
  if (isObject(json.arrayValue)) {
    const items = Array.isArray(json.arrayValue.values) ? json.arrayValue.values : [];
    return values.list(items.map(decodeFirestoreValue));
  }
  return values.error('Unsupported Firestore value.');
}

/** Reads firebase-tools' follow-up message: status ok + result {name, fields}, or not_found. */
export function decodeDocumentLookup(message: { status?: Json; result?: Json }): DocumentLookup {
  if (message.status !== 'ok' || !isObject(message.result)) return { found: false };
  return { found: true, data: decodeFields(message.result.fields) };
}
