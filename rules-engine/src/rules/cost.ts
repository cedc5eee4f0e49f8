// The work a built-in or an operator does over the elements of lists, sets and maps, counted as
// evaluation steps on top of the expression node itself (see limits.ts, maxSteps). Firebase's
// count is higher than a count of nodes: the emulator (Google's engine) stopped the RateLimits
// create rule of our firestore.rules (before docs/rules-limits.md's changes) at its
// 1,000-expression limit, where no create of that rule evaluated 830 nodes; with one step per
// element walked, a create of all nine stamps counted about 1,100. Only the top-level elements count: how much data a request carries (a long list
// inside a document) falls under another of Google's budgets, which Firebase does not publish
// and we do not model.
import type { Value } from './values.js';

/** The top-level elements of a collection (both maps of a map diff); 0 for anything else. */
export function elementsOf(value: Value | undefined): number {
  if (value === undefined) return 0;
  switch (value.kind) {
    case 'list':
    case 'set':
      return value.items.length;
    case 'map':
      return value.entries.size;
    case 'mapdiff':
      return value.left.size + value.right.size;
    default:
      return 0;
  }
}

/** Comparing, combining or searching two values walks the elements of both. */
export function pairCost(a: Value | undefined, b: Value | undefined): number {
  return elementsOf(a) + elementsOf(b);
}

/** `==`, `!=` and `in`: the elements compared; nothing beyond the node for scalars or a map key. */
export function operatorCost(op: string, left: Value, right: Value): number {
  if (op === '==' || op === '!=') return pairCost(left, right);
  if (op === 'in' && (right.kind === 'list' || right.kind === 'set')) return pairCost(left, right);
  return 0;
}
