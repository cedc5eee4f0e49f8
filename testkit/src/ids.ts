// Unique ids, words and e-mail addresses, so tests never see each other's (or the demo's) data.
import { randomUUID } from 'node:crypto';

let counter = 0;

/** An id matching `^[A-Za-z0-9_-]{1,128}$` that nothing else in this run or an earlier one uses. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}-${randomUUID().slice(0, 6)}`;
}

/** A random lowercase word, so a test's texts never match another test's posts. */
export function uniqueWord(prefix = 'w'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  for (let i = 0; i < 10; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** An e-mail address no other account uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.queryhub.test`;
}
