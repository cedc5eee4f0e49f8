// One table of every function a rules file may call by name, with its argument counts: the
// global built-ins, the namespace functions (`math.abs`), `debug` and the service's document
// functions; and the methods on values, by name across every receiver kind.
import { GLOBAL_FUNCTIONS, NAMESPACES, methodArities } from './library/index.js';
import { documentFunctions } from './services.js';

export interface CallSignatures {
  /** Allowed argument counts of the function with this qualified name, if it exists. */
  arities(name: string): readonly number[] | undefined;
  /** Whether `name` is a namespace, as in `name.function()`. */
  isNamespace(name: string): boolean;
  /** Argument counts of the method `name` on any receiver; empty when no value has it. */
  methodArities(name: string): readonly number[];
}

/** The table for rules of `service`. */
export function callSignatures(service: string): CallSignatures {
  const table = new Map<string, readonly number[]>();
  for (const name of documentFunctions(service)) table.set(name, [1]);
  table.set('debug', [1]);
  for (const [name, fn] of Object.entries(GLOBAL_FUNCTIONS)) table.set(name, fn.arity);
  for (const [namespace, functions] of Object.entries(NAMESPACES)) {
    for (const [name, fn] of Object.entries(functions)) table.set(`${namespace}.${name}`, fn.arity);
  }
  const namespaces = new Set(
    [...table.keys()].filter((name) => name.includes('.')).map((name) => name.split('.')[0]),
  );
  return {
    arities: (name) => table.get(name),
    isNamespace: (name) => namespaces.has(name),
    methodArities,
  };
}
