// What `npm run deploy [-- firebase deploy options]` does, decided from its arguments: which
// project, whether the web app must be built first, whether the search database's schema is
// migrated. Pure: stack/scripts/deploy.ts runs the steps.

export interface DeployPlan {
  /** The real project deployed to. */
  project: string;
  /** Arguments for `firebase deploy` (the caller's, with `--project` made explicit). */
  firebaseArgs: string[];
  /** Hosting is deployed without the `ssr` codebase, whose predeploy would build the web app. */
  buildWeb: boolean;
  /** Functions are deployed: their search database gets its schema first (migrate-search). */
  migrateSearch: boolean;
}

export class DeployUsageError extends Error {}

/** The value of `--flag value` or `--flag=value` (or its short form), if given. */
function optionValue(argv: readonly string[], names: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    for (const name of names) {
      if (arg === name) return argv[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
}

/** The targets of `--only` (`hosting`, `functions:ssr`, `firestore:indexes`…), or all. */
function onlyTargets(argv: readonly string[]): string[] | null {
  const only = optionValue(argv, ['--only']);
  return only === undefined ? null : only.split(',').filter(Boolean);
}

/**
 * @param firebaserc the parsed `.firebaserc` (its `projects` aliases), for an alias or the
 *   default project when `--project` is not given.
 */
export function deployPlan(
  argv: readonly string[],
  firebaserc: { projects?: Record<string, string> } = {},
): DeployPlan {
  const aliases = firebaserc.projects ?? {};
  const named = optionValue(argv, ['--project', '-P']);
  const project = named === undefined ? aliases.default : (aliases[named] ?? named);
  if (!project || project.startsWith('demo-')) {
    throw new DeployUsageError(
      `Deploying needs a real project (got ${project ?? 'none'}): npm run deploy -- --project <project-id>`,
    );
  }
  const targets = onlyTargets(argv);
  /** `service` (or its `codebase`) is deployed: all of it, or a target under it. */
  const inScope = (service: string, codebase?: string) => {
    const name = codebase === undefined ? service : `${service}:${codebase}`;
    return (
      targets === null ||
      targets.some((target) => target === name || target.startsWith(`${name}:`)) ||
      (codebase !== undefined && targets.includes(service))
    );
  };
  const firebaseArgs = named === undefined ? [...argv, '--project', project] : [...argv];
  return {
    project,
    firebaseArgs,
    buildWeb: inScope('hosting') && !inScope('functions', 'ssr'),
    migrateSearch: inScope('functions'),
  };
}
