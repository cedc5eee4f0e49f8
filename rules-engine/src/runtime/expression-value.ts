// firebase-tools' "expression value" wire encoding (string_value, map_value, ...) <-> engine values.
import type { Value } from '../rules/index.js';
import { parseTimestamp, values } from '../rules/index.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (json: Json | undefined): json is JsonObject =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

function decodeList(json: Json | undefined): Value[] | undefined {
  if (!isObject(json)) return [];
  const items = json.values ?? [];
  if (!Array.isArray(items)) return undefined;
  const decoded = items.map(decodeExpressionValue);
  return decoded.some(values.isError) ? undefined : decoded;
}

function decodeInt(json: Json | undefined): Value {
  if (typeof json === 'number' && Number.isInteger(json)) return values.int(BigInt(json));
  if (typeof json === 'string' && /^-?\d+$/.test(json)) return values.int(BigInt(json));
  return values.error('Malformed int_value.');
}

function decodeFloat(json: Json | undefined): Value {
  if (typeof json === 'number') return values.float(json);
  if (json === 'NaN') return values.float(NaN);
  if (json === 'Infinity') return values.float(Infinity);
  if (json === '-Infinity') return values.float(-Infinity);
  return values.error('Malformed float_value.');
}

function decodePath(json: Json | undefined): Value {
  const segments = isObject(json) ? json.segments : undefined;
  if (!Array.isArray(segments)) return values.error('Malformed path_value.');
  const texts: string[] = [];
  for (const segment of segments) {
    const simple = isObject(segment) ? segment.simple : undefined;
    if (typeof simple !== 'string') return values.error('Malformed path_value segment.');
    texts.push(simple);
  }
  return { kind: 'path', segments: texts };
}

function decodeMap(json: Json | undefined): Value {
  const fields = isObject(json) ? (json.fields ?? {}) : undefined;
  if (!isObject(fields)) return values.error('Malformed map_value.');
  const entries = new Map<string, Value>();
  for (const [key, field] of Object.entries(fields)) {
    const value = decodeExpressionValue(field);
    if (values.isError(value)) return value;
    entries.set(key, value);
  }
  return values.map(entries);
}

/** Decodes one wire value; malformed input becomes an error value (which denies), never a throw. */
function decodeExpressionValue(json: Json | undefined): Value {
  if (!isObject(json)) return values.error('Malformed expression value.');
  if ('null_value' in json) return values.NULL;
  if ('bool_value' in json)
    return typeof json.bool_value === 'boolean'
      ? values.bool(json.bool_value)
      : values.error('Malformed bool_value.');
  if ('int_value' in json) return decodeInt(json.int_value);
  if ('float_value' in json) return decodeFloat(json.float_value);
  if ('string_value' in json)
    return typeof json.string_value === 'string'
      ? values.str(json.string_value)
      : values.error('Malformed string_value.');
  if ('bytes_value' in json) {
    return typeof json.bytes_value === 'string'
      ? { kind: 'bytes', value: new Uint8Array(Buffer.from(json.bytes_value, 'base64')) }
      : values.error('Malformed bytes_value.');
  }
  if ('timestamp_value' in json)
    return typeof json.timestamp_value === 'string'
      ? parseTimestamp(json.timestamp_value)
      : values.error('Malformed timestamp_value.');
  if ('list_value' in json) {
    const items = decodeList(json.list_value);
    return items ? values.list(items) : values.error('Malformed list_value.');
  }
  if ('set_value' in json) {
    const items = decodeList(json.set_value);
    return items ? values.set(items) : values.error('Malformed set_value.');
  }
  if ('map_value' in json) return decodeMap(json.map_value);
  if ('path_value' in json) return decodePath(json.path_value);
  return values.error(`Unsupported expression value with keys ${Object.keys(json).join(', ')}.`);
}

export function decodeVariables(json: Json | undefined): Record<string, Value> | string {
  if (!isObject(json)) return 'context.variables must be an object.';
  const decoded: Record<string, Value> = {};
  for (const [name, encoded] of Object.entries(json)) {
    const value = decodeExpressionValue(encoded);
    if (values.isError(value)) return `Variable '${name}': ${value.message}`;
    decoded[name] = value;
  }
  return decoded;
}

export type { Json, JsonObject };
export { isObject };
