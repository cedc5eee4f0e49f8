// Summarises the Firestore emulator's rule coverage report.
//
// The report (GET …:ruleCoverage) lists the expressions that were evaluated, as a tree of
// { sourcePosition, values, children }; expressions that never ran are simply absent. To get a
// share, the denominator comes from the rules source: every `allow … if <condition>;` and every
// function's `return <expression>;` is split on its `&&` / `||` / `!` / parentheses into operands,
// and an operand counts as exercised when the report has an expression starting where it starts.

interface CoverageValue {
  value: Record<string, unknown>;
  count: number;
}

interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}

export interface RuleCoverageReport {
  rules: { files: Array<{ name?: string; content: string }> };
  report: CoverageNode[];
}

interface Operand {
  start: number;
  end: number;
  line: number;
  text: string;
}

export interface CoverageSummary {
  operands: number;
  evaluated: number;
  /** Evaluated operands that produced a boolean (all but plain value expressions). */
  booleanOperands: number;
  /** Boolean operands seen both true and false (a stricter, branch-like figure). */
  bothOutcomes: number;
  unevaluated: Operand[];
  oneOutcomeOnly: Operand[];
}

type Span = [start: number, end: number];

/** Character classes of the source: inside a string literal or a comment, or plain code. */
function codeMask(source: string): boolean[] {
  const isCode = new Array<boolean>(source.length).fill(true);
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') isCode[i++] = false;
    } else if (ch === "'" || ch === '"') {
      isCode[i++] = false;
      while (i < source.length && source[i] !== ch) {
        if (source[i] === '\\') isCode[i++] = false;
        isCode[i++] = false;
      }
      isCode[i++] = false;
    } else {
      i++;
    }
  }
  return isCode;
}

/** Offset of the `;` ending the expression that starts at `from` (outside strings and brackets). */
function expressionEnd(source: string, isCode: boolean[], from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    if (!isCode[i]) continue;
    const ch = source[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ';' && depth === 0) return i;
  }
  return source.length;
}

function rootExpressions(source: string, isCode: boolean[]): Span[] {
  const roots: Span[] = [];
  const starters = [
    /\ballow\s+[a-z, ]+:\s*if\s+/g,
    /\bfunction\s+\w+\s*\([^)]*\)\s*\{\s*return\s+/g,
  ];
  for (const pattern of starters) {
    for (const match of source.matchAll(pattern)) {
      if (!isCode[match.index]) continue;
      const start = match.index + match[0].length;
      roots.push([start, expressionEnd(source, isCode, start)]);
    }
  }
  return roots;
}

function trimSpan(source: string, [start, end]: Span): Span {
  while (start < end && /\s/.test(source[start] ?? '')) start++;
  while (end > start && /\s/.test(source[end - 1] ?? '')) end--;
  return [start, end];
}

/** Top-level `&&` / `||` operands of a span, or the span itself when it has none. */
function splitOnConnectives(source: string, isCode: boolean[], [start, end]: Span): Span[] {
  const parts: Span[] = [];
  let depth = 0;
  let partStart = start;
  for (let i = start; i < end - 1; i++) {
    if (!isCode[i]) continue;
    const ch = source[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth === 0 && (source.startsWith('&&', i) || source.startsWith('||', i))) {
      parts.push([partStart, i]);
      partStart = i + 2;
      i++;
    }
  }
  parts.push([partStart, end]);
  return parts.map((part) => trimSpan(source, part));
}

function isWrappedInParens(source: string, isCode: boolean[], [start, end]: Span): boolean {
  if (source[start] !== '(' || source[end - 1] !== ')') return false;
  let depth = 0;
  for (let i = start; i < end; i++) {
    if (!isCode[i]) continue;
    if (source[i] === '(') depth++;
    else if (source[i] === ')') depth--;
    if (depth === 0 && i < end - 1) return false;
  }
  return true;
}

function collectOperands(source: string, isCode: boolean[], span: Span, out: Span[]): void {
  const parts = splitOnConnectives(source, isCode, span);
  if (parts.length > 1) {
    for (const part of parts) collectOperands(source, isCode, part, out);
    return;
  }
  const [start, end] = trimSpan(source, span);
  if (isWrappedInParens(source, isCode, [start, end])) {
    collectOperands(source, isCode, [start + 1, end - 1], out);
  } else if (source[start] === '!' && source[start + 1] !== '=') {
    out.push([start, end]);
    collectOperands(source, isCode, [start + 1, end], out);
  } else {
    out.push([start, end]);
  }
}

function ruleOperands(source: string): Operand[] {
  const isCode = codeMask(source);
  const spans: Span[] = [];
  for (const root of rootExpressions(source, isCode)) {
    const trimmed = trimSpan(source, root);
    spans.push(trimmed);
    collectOperands(source, isCode, trimmed, spans);
  }
  const unique = new Map<number, Span>();
  for (const span of spans) if (!unique.has(span[0])) unique.set(span[0], span);
  // A literal `true` is folded away by the rules compiler and never reported.
  return [...unique.values()]
    .filter(([start, end]) => source.slice(start, end) !== 'true')
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => ({
      start,
      end,
      line: source.slice(0, start).split('\n').length,
      text: source.slice(start, end).replace(/\s+/g, ' '),
    }));
}

function nodesByStart(report: CoverageNode[]): Map<number, CoverageNode[]> {
  const byStart = new Map<number, CoverageNode[]>();
  const visit = (node: CoverageNode): void => {
    const start = node.sourcePosition.currentOffset;
    byStart.set(start, [...(byStart.get(start) ?? []), node]);
    node.children?.forEach(visit);
  };
  report.forEach(visit);
  return byStart;
}

/**
 * The reported expression for an operand: among the nodes starting where it starts (or at the
 * parenthesis just before it), the widest one that does not reach past its end. Wider nodes at
 * the same start are enclosing `&&` / `||` expressions; narrower ones are its own first operand.
 */
function reportedNode(
  source: string,
  byStart: Map<number, CoverageNode[]>,
  operand: Operand,
): CoverageNode | undefined {
  const candidates = [...(byStart.get(operand.start) ?? [])];
  if (source[operand.start - 1] === '(') candidates.push(...(byStart.get(operand.start - 1) ?? []));
  return candidates
    .filter((node) => node.sourcePosition.endOffset <= operand.end)
    .sort((a, b) => b.sourcePosition.endOffset - a.sourcePosition.endOffset)[0];
}

function outcomes(node: CoverageNode): Set<string> {
  return new Set((node.values ?? []).map((v) => JSON.stringify(v.value)));
}

export function summariseCoverage(coverage: RuleCoverageReport): CoverageSummary {
  const source = coverage.rules.files.map((file) => file.content).join('\n');
  const operands = ruleOperands(source);
  const byStart = nodesByStart(coverage.report);
  const unevaluated: Operand[] = [];
  const oneOutcomeOnly: Operand[] = [];
  let booleanOperands = 0;
  for (const operand of operands) {
    const node = reportedNode(source, byStart, operand);
    const seen = node ? outcomes(node) : new Set<string>();
    if (seen.size === 0) {
      unevaluated.push(operand);
      continue;
    }
    const sawTrue = seen.has('{"boolValue":true}');
    const sawFalse = seen.has('{"boolValue":false}');
    if (!sawTrue && !sawFalse) continue;
    booleanOperands++;
    if (!(sawTrue && sawFalse)) oneOutcomeOnly.push(operand);
  }
  return {
    operands: operands.length,
    evaluated: operands.length - unevaluated.length,
    booleanOperands,
    bothOutcomes: booleanOperands - oneOutcomeOnly.length,
    unevaluated,
    oneOutcomeOnly,
  };
}
