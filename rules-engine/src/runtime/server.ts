// Protocol adapter: turns request lines into engine calls and engine results into responses.
// It never throws on input and never permits when anything goes wrong.
import {
  PendingDocumentError,
  REQUEST_METHODS,
  compileRules,
  type DocumentLookup,
  type RequestMethod,
  type Ruleset,
  type RulesSource,
  type Value,
} from '../rules/index.js';
import { decodeVariables, isObject, type Json, type JsonObject } from './expression-value.js';
import { decodeDocumentLookup } from './firestore-document.js';
import {
  compactIssues,
  encodeIssue,
  type OutgoingMessage,
  type RuntimeResponse,
} from './protocol.js';

/** Largest accepted request line; a rules file is capped at 256 KiB, JSON escaping can double it. */
const MAX_LINE_BYTES = 1024 * 1024;
const MAX_RULESETS = 1000;
const MAX_PENDING = 1000;

interface PendingVerify {
  ruleset: Ruleset;
  service: string;
  path: string;
  method: RequestMethod;
  variables: Record<string, Value>;
  documents: Map<string, DocumentLookup>;
  waitingFor: string;
}

export interface ServerOptions {
  send(message: OutgoingMessage): void;
  debug?(text: string): void;
}

function failure(
  id: number | undefined,
  message: string,
  errors: string[] = [message],
): RuntimeResponse {
  return {
    ...(id === undefined ? {} : { id }),
    status: 'error',
    message,
    errors: compactIssues(errors),
    warnings: [],
  };
}

function denied(id: number, errors: string[], warnings: string[] = []): RuntimeResponse {
  return {
    id,
    status: 'ok',
    result: { permit: false },
    errors: compactIssues(errors),
    warnings: compactIssues(warnings),
  };
}

export class RulesRuntimeServer {
  private readonly rulesets = new Map<string, Ruleset>();
  private readonly pending = new Map<number, PendingVerify>();

  constructor(private readonly options: ServerOptions) {}

  /** Handles one input line. */
  handleLine(line: string): void {
    if (line.trim() === '') return;
    if (line.length > MAX_LINE_BYTES) {
      this.options.send(failure(undefined, `Request exceeds ${MAX_LINE_BYTES} bytes.`));
      return;
    }
    let message: Json;
    try {
      message = JSON.parse(line) as Json;
    } catch {
      this.options.send(failure(undefined, 'Request is not valid JSON.'));
      return;
    }
    try {
      this.handleMessage(message);
    } catch (cause) {
      const id = isObject(message) && typeof message.id === 'number' ? message.id : undefined;
      this.options.send(failure(id, `Internal error: ${(cause as Error).message}`));
    }
  }

  private handleMessage(message: Json): void {
    if (!isObject(message)) {
      this.options.send(failure(undefined, 'Request must be a JSON object.'));
      return;
    }
    const id =
      typeof message.id === 'number' && Number.isInteger(message.id) ? message.id : undefined;
    if (id === undefined) {
      this.options.send(failure(undefined, 'Request has no numeric id.'));
      return;
    }
    const context = isObject(message.context) ? message.context : undefined;
    if (message.action === undefined && this.pending.has(id)) {
      this.resumeVerify(id, message);
      return;
    }
    if (message.action === 'load_ruleset') this.options.send(this.loadRuleset(id, context));
    else if (message.action === 'verify') this.startVerify(id, context);
    else this.options.send(failure(id, `Unknown action '${String(message.action)}'.`));
  }

  private loadRuleset(id: number, context: JsonObject | undefined): RuntimeResponse {
    const name = context?.rulesetName;
    const source = isObject(context?.source) ? context.source : undefined;
    const files = Array.isArray(source?.files) ? source.files : undefined;
    if (typeof name !== 'string' || !files) {
      return {
        id,
        status: 'ok',
        errors: ['load_ruleset needs context.rulesetName and context.source.files.'],
        warnings: [],
      };
    }
    const sources: RulesSource[] = [];
    for (const file of files) {
      if (!isObject(file) || typeof file.name !== 'string' || typeof file.content !== 'string') {
        return {
          id,
          status: 'ok',
          errors: ['Each rules file needs a string name and content.'],
          warnings: [],
        };
      }
      sources.push({ name: file.name, content: file.content });
    }
    const { ruleset, issues } = compileRules(sources);
    const errors = compactIssues(
      issues.filter((issue) => issue.severity === 'error').map(encodeIssue),
    );
    const warnings = compactIssues(
      issues.filter((issue) => issue.severity === 'warning').map(encodeIssue),
    );
    if (!ruleset) {
      this.rulesets.delete(name);
      return { id, status: 'ok', errors, warnings };
    }
    if (this.rulesets.size >= MAX_RULESETS && !this.rulesets.has(name)) {
      this.rulesets.delete(this.rulesets.keys().next().value as string);
    }
    this.rulesets.set(name, ruleset);
    return { id, status: 'ok', result: { rulesVersion: ruleset.rulesVersion }, errors, warnings };
  }

  private startVerify(id: number, context: JsonObject | undefined): void {
    if (!context) {
      this.options.send(denied(id, ['verify needs a context object.']));
      return;
    }
    const ruleset =
      typeof context.rulesetName === 'string' ? this.rulesets.get(context.rulesetName) : undefined;
    if (!ruleset) {
      this.options.send(denied(id, [`Unknown ruleset '${String(context.rulesetName)}'.`]));
      return;
    }
    const method = context.method;
    if (typeof method !== 'string' || !(REQUEST_METHODS as readonly string[]).includes(method)) {
      this.options.send(denied(id, [`Unsupported method '${String(method)}'.`]));
      return;
    }
    if (typeof context.path !== 'string' || typeof context.service !== 'string') {
      this.options.send(denied(id, ['verify needs a string service and path.']));
      return;
    }
    const variables = decodeVariables(context.variables);
    if (typeof variables === 'string') {
      this.options.send(denied(id, [variables]));
      return;
    }
    this.continueVerify(id, {
      ruleset,
      service: context.service,
      path: context.path,
      method: method as RequestMethod,
      variables,
      documents: new Map(),
      waitingFor: '',
    });
  }

  private resumeVerify(id: number, message: JsonObject): void {
    const state = this.pending.get(id) as PendingVerify;
    this.pending.delete(id);
    state.documents.set(state.waitingFor, decodeDocumentLookup(message));
    this.continueVerify(id, state);
  }

  private continueVerify(id: number, state: PendingVerify): void {
    try {
      const decision = state.ruleset.authorize(
        {
          service: state.service,
          path: state.path,
          method: state.method,
          variables: state.variables,
        },
        { lookup: (path) => state.documents.get(path) },
      );
      for (const line of decision.debug) this.options.debug?.(line);
      if (decision.permit)
        this.options.send({ id, status: 'ok', result: { permit: true }, errors: [], warnings: [] });
      else this.options.send(denied(id, decision.errors));
    } catch (cause) {
      if (!(cause instanceof PendingDocumentError)) throw cause;
      state.waitingFor = cause.path;
      // A client that never answers must not grow memory without bound.
      if (this.pending.size >= MAX_PENDING)
        this.pending.delete(this.pending.keys().next().value as number);
      this.pending.set(id, state);
      this.options.send({
        server_request_id: id,
        action: 'fetch_firestore_document',
        status: 'ok',
        context: { path: cause.path },
      });
    }
  }
}
