import type { Position } from './ast.js';

/** A compile-time problem in a rules file, reported with its source position. */
export interface RulesIssue {
  fileName: string;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

export class CompileError extends Error {
  constructor(
    message: string,
    readonly pos: Position,
  ) {
    super(message);
  }
}

export function formatIssue(issue: RulesIssue): string {
  return `${issue.fileName}:${issue.line}:${issue.column}: ${issue.message}`;
}
