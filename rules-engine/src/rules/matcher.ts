// Finds the match blocks whose full path equals a request path, binding path variables.
import type { MatchBlock, MatchSegment } from './ast.js';
import { Scope } from './scope.js';
import type { Value } from './values.js';
import { str } from './values.js';

export interface MatchedBlock {
  block: MatchBlock;
  /** Path variables of this block and its parents, plus functions in scope. */
  scope: Scope;
}

function bindPrefix(
  pattern: MatchSegment[],
  segments: string[],
  rulesVersion: 1 | 2,
): { bindings: Map<string, Value>; consumed: number } | undefined {
  const bindings = new Map<string, Value>();
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as MatchSegment;
    if (part.kind === 'wildcard') {
      const rest = segments.slice(i);
      if (rulesVersion === 1) {
        if (rest.length === 0) return undefined;
        bindings.set(part.name, str(rest.join('/')));
      } else bindings.set(part.name, { kind: 'path', segments: rest });
      return { bindings, consumed: segments.length };
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.kind === 'literal' && part.text !== segment) return undefined;
    if (part.kind === 'variable') bindings.set(part.name, str(segment));
  }
  return { bindings, consumed: pattern.length };
}

export function matchingBlocks(
  blocks: readonly MatchBlock[],
  segments: string[],
  parent: Scope,
  rulesVersion: 1 | 2,
): MatchedBlock[] {
  const found: MatchedBlock[] = [];
  for (const block of blocks) {
    const match = bindPrefix(block.segments, segments, rulesVersion);
    if (!match) continue;
    const scope = new Scope(parent, match.bindings).declare(block.functions);
    const rest = segments.slice(match.consumed);
    if (rest.length === 0) found.push({ block, scope });
    found.push(...matchingBlocks(block.matches, rest, scope, rulesVersion));
  }
  return found;
}
