// Messages exchanged with firebase-tools' StorageRulesRuntime (one JSON object per line).
import type { RulesIssue } from '../rules/index.js';

export interface RuntimeResponse {
  id?: number;
  status: 'ok' | 'error';
  message?: string;
  result?: { rulesVersion: number } | { permit: boolean };
  errors: string[];
  warnings: string[];
}

/** Asks firebase-tools to read a Firestore document; it answers with a message carrying `id`. */
interface DocumentRequest {
  server_request_id: number;
  action: 'fetch_firestore_document';
  status: 'ok';
  context: { path: string };
}

export type OutgoingMessage = RuntimeResponse | DocumentRequest;

/** Keeps responses small: firebase-tools parses each stdout chunk as one JSON document. */
const MAX_ISSUES = 10;
const MAX_ISSUE_LENGTH = 500;

export function compactIssues(issues: string[]): string[] {
  const kept = issues
    .slice(0, MAX_ISSUES)
    .map((issue) =>
      issue.length > MAX_ISSUE_LENGTH ? `${issue.slice(0, MAX_ISSUE_LENGTH)}…` : issue,
    );
  if (issues.length > MAX_ISSUES) kept.push(`…and ${issues.length - MAX_ISSUES} more.`);
  return kept;
}

/** The shape the official runtime uses; firebase-tools prints "description in file:line". */
export function encodeIssue(issue: RulesIssue): string {
  return JSON.stringify({
    description_: issue.message,
    sourcePosition_: { fileName_: issue.fileName, line_: issue.line, column_: issue.column },
    severity_: issue.severity === 'error' ? 'ERROR' : 'WARNING',
  });
}
