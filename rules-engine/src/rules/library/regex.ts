// RE2 regular expressions (Firebase rules use RE2 syntax), compiled once per pattern.
import { RE2JS } from 're2js';

const cache = new Map<string, RE2JS | Error>();
const MAX_CACHE = 500;

export function compileRegex(pattern: string): RE2JS | Error {
  let compiled = cache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = RE2JS.compile(pattern);
    } catch (cause) {
      compiled = new Error(`Invalid regular expression '${pattern}': ${(cause as Error).message}`);
    }
    if (cache.size >= MAX_CACHE) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled;
}
