// A compiled rules file set and the access decision for one request.
import type { RuleMethod, RulesFile } from './ast.js';
import { checkRules } from './checker.js';
import { NO_DOCUMENTS, type DocumentSource } from './documents.js';
import { Evaluator, type EvaluationUsage } from './evaluator.js';
import type { EvaluationLimits } from './limits.js';
import { CompileError, type RulesIssue } from './issues.js';
import { matchingBlocks } from './matcher.js';
import { parseRules } from './parser.js';
import { Scope } from './scope.js';
import type { Value } from './values.js';
import { typeName } from './values.js';

/** Firebase rejects rules sources over 256 KiB. */
export const MAX_SOURCE_BYTES = 256 * 1024;

export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
export const REQUEST_METHODS: readonly RequestMethod[] = [
  'get',
  'list',
  'create',
  'update',
  'delete',
];

const COVERED_BY: Record<RequestMethod, RuleMethod> = {
  get: 'read',
  list: 'read',
  create: 'write',
  update: 'write',
  delete: 'write',
};

export interface RulesSource {
  name: string;
  content: string;
}

export interface AccessRequest {
  service: string;
  /** Path inside the service, e.g. /b/bucket/o/users/u1/avatar.png. */
  path: string;
  method: RequestMethod;
  /** Top-level variables such as `request` and `resource`. */
  variables: Record<string, Value>;
}

export interface Decision {
  permit: boolean;
  /** Why conditions that could have allowed the request failed to evaluate. */
  errors: string[];
  debug: string[];
  /**
   * What deciding took: the expressions evaluated over every condition tried (up to the one
   * that allowed the request) and the documents read.
   */
  usage: EvaluationUsage;
}

export interface CompileResult {
  ruleset: Ruleset | undefined;
  issues: RulesIssue[];
}

export class Ruleset {
  constructor(readonly files: RulesFile[]) {}

  get rulesVersion(): 1 | 2 {
    return this.files.some((file) => file.rulesVersion === 2) ? 2 : 1;
  }

  authorize(
    request: AccessRequest,
    documents: DocumentSource = NO_DOCUMENTS,
    limits?: Partial<EvaluationLimits>,
  ): Decision {
    const debug: string[] = [];
    const errors: string[] = [];
    const evaluator = new Evaluator({
      service: request.service,
      documents,
      limits,
      debug: (text) => debug.push(text),
    });
    const segments = request.path.split('/').filter((segment) => segment !== '');
    for (const file of this.files) {
      const fileScope = new Scope(undefined, new Map(Object.entries(request.variables))).declare(
        file.functions,
      );
      for (const service of file.services) {
        if (service.name !== request.service) continue;
        const serviceScope = new Scope(fileScope).declare(service.functions);
        for (const { block, scope } of matchingBlocks(
          service.matches,
          segments,
          serviceScope,
          file.rulesVersion,
        )) {
          for (const allow of block.allows) {
            if (
              !allow.methods.includes(request.method) &&
              !allow.methods.includes(COVERED_BY[request.method])
            )
              continue;
            if (!allow.condition)
              return { permit: true, errors: [], debug, usage: evaluator.usage };
            const result = evaluator.evaluate(allow.condition, scope);
            if (result.kind === 'bool' && result.value)
              return { permit: true, errors: [], debug, usage: evaluator.usage };
            const where = `${file.fileName}:${allow.pos.line}:${allow.pos.column}`;
            if (result.kind === 'error') errors.push(`${where}: ${result.message}`);
            else if (result.kind !== 'bool')
              errors.push(`${where}: condition is ${typeName(result)}, not bool.`);
          }
        }
      }
    }
    return { permit: false, errors, debug, usage: evaluator.usage };
  }
}

export function compileRules(sources: readonly RulesSource[]): CompileResult {
  const issues: RulesIssue[] = [];
  const files: RulesFile[] = [];
  if (sources.length === 0) {
    issues.push({
      fileName: '',
      line: 0,
      column: 0,
      message: 'No rules files were provided.',
      severity: 'error',
    });
  }
  for (const source of sources) {
    if (Buffer.byteLength(source.content, 'utf8') > MAX_SOURCE_BYTES) {
      issues.push({
        fileName: source.name,
        line: 1,
        column: 1,
        message: `Rules file exceeds the maximum size of ${MAX_SOURCE_BYTES} bytes.`,
        severity: 'error',
      });
      continue;
    }
    try {
      const file = parseRules(source.content, source.name);
      const problems = checkRules(file);
      issues.push(...problems);
      if (!problems.some((issue) => issue.severity === 'error')) files.push(file);
    } catch (cause) {
      if (!(cause instanceof CompileError)) throw cause;
      issues.push({
        fileName: source.name,
        line: cause.pos.line,
        column: cause.pos.column,
        message: cause.message,
        severity: 'error',
      });
    }
  }
  const failed = issues.some((issue) => issue.severity === 'error');
  return { ruleset: failed ? undefined : new Ruleset(files), issues };
}
