// `npm run admin -- <command>`: grant/revoke the admin and moderator claims, choose the privilege
// preset and run the admin callables.
// Usage text: functions/scripts/admin/args.ts (or `npm run admin -- help`).
import { getAuth } from 'firebase-admin/auth';
import { parseAdminArgs, USAGE, UsageError } from './admin/args';
import { callAdminCallable } from './admin/callables';
import { setRoleClaim } from './admin/claims';
import { runSearchCommand } from './admin/search';
import { runWebhookCommand } from './admin/webhooks';
import { formatResult } from './admin/format';
import { AdminCliError, adminAppFor, assertEmulatorsRunning, resolveTarget } from './admin/target';

async function main(argv: string[]): Promise<number> {
  const { command, options } = parseAdminArgs(argv, process.env);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const target = resolveTarget(options, process.env);
  await assertEmulatorsRunning(target);
  const where = target.emulated
    ? `the emulators (${target.projectId})`
    : `project ${target.projectId}`;
  const app = adminAppFor(target);
  const auth = getAuth(app);

  if (command.kind === 'search') {
    console.log(`Running ${command.action} for ${where}…`);
    await runSearchCommand(command.action, app, target, process.env);
    return 0;
  }

  if (command.kind === 'webhooks') {
    await runWebhookCommand(command.action, app, target, options);
    return 0;
  }

  if (command.kind === 'claim') {
    const grant = command.action === 'grant';
    const changed = await setRoleClaim(auth, command.email, command.role, grant);
    const role = command.role === 'admin' ? 'an admin' : 'a moderator';
    const state = grant ? `is ${role}` : `is no longer ${role}`;
    console.log(`${command.email} ${state} on ${where}${changed ? '' : ' (no change)'}.`);
    if (changed)
      console.log('The change applies from the next sign-in or token refresh (within an hour).');
    return 0;
  }

  if (command.kind === 'preset') {
    console.log(`Choosing the ${command.preset} privilege preset on ${where}…`);
    const result = await callAdminCallable(auth, target, options, 'setPrivilegePreset', {
      preset: command.preset,
    });
    console.log(formatResult(result));
    return 0;
  }

  console.log(`Running ${command.callable} on ${where}…`);
  const result = await callAdminCallable(auth, target, options, command.callable);
  console.log(formatResult(result));
  return 0;
}

function describeFailure(error: unknown): { message: string; exitCode: number } {
  if (error instanceof UsageError) return { message: `${error.message}\n\n${USAGE}`, exitCode: 2 };
  if (error instanceof AdminCliError) return { message: error.message, exitCode: 1 };
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return { message: code ? `${code}: ${message}` : message, exitCode: 1 };
}

main(process.argv.slice(2)).then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    const failure = describeFailure(error);
    console.error(`✖ ${failure.message}`);
    process.exit(failure.exitCode);
  },
);
