// Lexical scopes: variables (lazily evaluated `let` bindings included) and user functions.
import type { FunctionDecl } from './ast.js';
import type { Value } from './values.js';

export type Binding = Value | (() => Value);

export interface BoundFunction {
  decl: FunctionDecl;
  /** The scope the function was declared in: it sees that block's path variables. */
  scope: Scope;
}

export class Scope {
  private readonly functions = new Map<string, BoundFunction>();

  constructor(
    readonly parent: Scope | undefined,
    private readonly variables: Map<string, Binding> = new Map(),
  ) {}

  define(name: string, binding: Binding): void {
    this.variables.set(name, binding);
  }

  declare(decls: readonly FunctionDecl[]): this {
    for (const decl of decls) this.functions.set(decl.name, { decl, scope: this });
    return this;
  }

  variable(name: string): Value | undefined {
    const binding = this.variables.get(name);
    if (binding === undefined) return this.parent?.variable(name);
    if (typeof binding !== 'function') return binding;
    const value = binding();
    this.variables.set(name, value);
    return value;
  }

  function(name: string): BoundFunction | undefined {
    return this.functions.get(name) ?? this.parent?.function(name);
  }
}
