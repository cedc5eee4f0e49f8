import { seededRandom } from '@queryhub/testkit';
// Deterministic question texts for the search benchmark, built from small vocabularies.

const OPENINGS = [
  'How do I',
  'Why does',
  'What is the best way to',
  'Can I',
  'Is it safe to',
  'When should I',
];
const VERBS = [
  'deploy',
  'debug',
  'cache',
  'bake',
  'store',
  'migrate',
  'photograph',
  'prune',
  'budget',
  'translate',
];
const OBJECTS = [
  'a react component',
  'sourdough bread',
  'firebase functions',
  'a rail pass',
  'tomato plants',
  'an index fund',
  'raw photos',
  'typescript generics',
  'docker images',
  'espresso coffee',
  'a postgres database',
  'rice noodles',
  'travel insurance',
  'css grid layouts',
  'kotlin coroutines',
  'winter tulips',
];
const CONTEXTS = [
  'on a small budget',
  'in production',
  'for beginners',
  'without losing data',
  'in a tiny flat',
  'during a long trip',
  'with two cores',
  'before the weekend',
  'in rainy weather',
  'for a big family',
];

export const SEARCH_CATEGORIES = [
  'programming',
  'cooking',
  'travel',
  'finance',
  'photography',
  'gardening',
];

export function questionTexts(count: number, seed = 42): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from(
    { length: count },
    (_, index) =>
      `${pick(OPENINGS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(CONTEXTS)}? (#${index})`,
  );
}

/** What visitors type: common words, rare words, several words, and partial words. */
export const SEARCHES = [
  'firebase',
  'react component',
  'sourdough bread',
  'deploy docker images',
  'tulips',
  'fireb',
  'photogr',
  'index fund beginners',
  'migrate database without losing data',
  'typescript generics',
];
