// Syntax tree of a rules file. Positions are 1-based line/column into the source file.
import type { Value } from './values.js';

export interface Position {
  line: number;
  column: number;
}

export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type PathPart = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr };

export type Expr =
  | { type: 'literal'; value: Value; pos: Position }
  | { type: 'ident'; name: string; pos: Position }
  | { type: 'path'; parts: PathPart[]; pos: Position }
  | { type: 'list'; items: Expr[]; pos: Position }
  | { type: 'map'; entries: { key: Expr; value: Expr }[]; pos: Position }
  | { type: 'unary'; op: '!' | '-'; operand: Expr; pos: Position }
  | { type: 'binary'; op: BinaryOperator; left: Expr; right: Expr; pos: Position }
  | { type: 'is'; operand: Expr; typeName: string; pos: Position }
  | { type: 'ternary'; condition: Expr; then: Expr; otherwise: Expr; pos: Position }
  | { type: 'member'; object: Expr; name: string; pos: Position }
  | { type: 'index'; object: Expr; index: Expr; pos: Position }
  | { type: 'slice'; object: Expr; start: Expr | undefined; end: Expr | undefined; pos: Position }
  | { type: 'call'; callee: Expr; args: Expr[]; pos: Position };

export interface LetBinding {
  name: string;
  value: Expr;
  pos: Position;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
  pos: Position;
}

export const RULE_METHODS = ['read', 'get', 'list', 'write', 'create', 'update', 'delete'] as const;
export type RuleMethod = (typeof RULE_METHODS)[number];

export interface AllowRule {
  methods: RuleMethod[];
  /** Absent for an unconditional `allow read;`. */
  condition: Expr | undefined;
  pos: Position;
}

export type MatchSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'variable'; name: string }
  | { kind: 'wildcard'; name: string };

export interface Block {
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

export interface MatchBlock extends Block {
  segments: MatchSegment[];
  allows: AllowRule[];
  pos: Position;
}

export interface ServiceBlock extends Block {
  name: string;
  pos: Position;
}

export interface RulesFile {
  fileName: string;
  rulesVersion: 1 | 2;
  functions: FunctionDecl[];
  services: ServiceBlock[];
}
