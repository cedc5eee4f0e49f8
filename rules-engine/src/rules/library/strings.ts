// Methods on string and bytes values.
import type { ValueOf } from '../values.js';
import { error, int, isError, list, str } from '../values.js';
import { compileRegex } from './regex.js';
import { argument, builtin, type BuiltinTable } from './signature.js';

type StringValue = ValueOf<'string'>;

function withRegex(
  name: string,
  pattern: ValueOf<'string'>['value'],
  use: (regex: Exclude<ReturnType<typeof compileRegex>, Error>) => ReturnType<typeof str>,
) {
  const regex = compileRegex(pattern);
  if (regex instanceof Error) return error(`${name}: ${regex.message}`);
  return use(regex);
}

/**
 * Google's split keeps a leading empty piece even for an empty match at the start and drops
 * trailing empty pieces: 'abc'.split('') == ['', 'a', 'b', 'c'], 'a,b,'.split(',') == ['a', 'b'].
 */
function splitLikeGoogle(
  regex: Exclude<ReturnType<typeof compileRegex>, Error>,
  text: string,
): string[] {
  const matcher = regex.matcher(text);
  const pieces: string[] = [];
  let last = 0;
  while (matcher.find()) {
    pieces.push(text.slice(last, matcher.start()));
    last = matcher.end();
  }
  if (pieces.length === 0) return [text];
  pieces.push(text.slice(last));
  while (pieces.length > 0 && pieces[pieces.length - 1] === '') pieces.pop();
  return pieces;
}

export const stringMethods: BuiltinTable<StringValue> = {
  // Sizes count UTF-16 code units, as Google's engine does ('😀'.size() == 2).
  size: builtin(0, (s) => int(s.value.length)),
  lower: builtin(0, (s) => str(s.value.toLowerCase())),
  upper: builtin(0, (s) => str(s.value.toUpperCase())),
  trim: builtin(0, (s) => str(s.value.trim())),
  toUtf8: builtin(0, (s) => ({
    kind: 'bytes',
    value: new Uint8Array(Buffer.from(s.value, 'utf8')),
  })),
  matches: builtin(1, (s, [arg]) => {
    const pattern = argument('string.matches', arg, 'string');
    if (isError(pattern)) return pattern;
    return withRegex('string.matches', pattern.value, (regex) => ({
      kind: 'bool',
      value: regex.matches(s.value),
    }));
  }),
  split: builtin(1, (s, [arg]) => {
    const pattern = argument('string.split', arg, 'string');
    if (isError(pattern)) return pattern;
    return withRegex('string.split', pattern.value, (regex) =>
      list(splitLikeGoogle(regex, s.value).map(str)),
    );
  }),
  replace: builtin(2, (s, [patternArg, replacementArg]) => {
    const pattern = argument('string.replace', patternArg, 'string');
    if (isError(pattern)) return pattern;
    const replacement = argument('string.replace', replacementArg, 'string');
    if (isError(replacement)) return replacement;
    return withRegex('string.replace', pattern.value, (regex) =>
      str(regex.matcher(s.value).replaceAll(replacement.value)),
    );
  }),
};

export const bytesMethods: BuiltinTable<ValueOf<'bytes'>> = {
  size: builtin(0, (b) => int(b.value.length)),
  // The URL-safe alphabet with padding, as Google's engine: '~~~'.toUtf8().toBase64() == 'fn5-'.
  toBase64: builtin(0, (b) =>
    str(Buffer.from(b.value).toString('base64').replaceAll('+', '-').replaceAll('/', '_')),
  ),
  toHexString: builtin(0, (b) => str(Buffer.from(b.value).toString('hex').toUpperCase())),
};
