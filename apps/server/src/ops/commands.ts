/**
 * The operator commands (DESIGN.md 6 "Operator commands"): each module declares its own in its
 * module.ts (`commands`, docs/modules.md); this file composes them with the platform's (retention)
 * and runs one. Pure of process and database setup: cli.ts builds the context, tests build their own.
 */
import { retentionCommand } from '../jobs/retention-command';
import { composeCommands } from '../modules/contract';
import { serverModules } from '../modules';
import { parseArgs, type OpsOutcome } from './args';
import type { OpsCommand, OpsContext } from './context';
import { printable, printableLines } from './print-safe';

export type { OpsContext, OpsOutcome };
/** The giveaways' flag readers, tested on their own. */
export { receivedAt, toMinorUnits } from '../modules/giveaways';

/** Every command: the modules' in list order, then the platform's. */
export const COMMANDS: Record<string, OpsCommand> = {
  ...composeCommands(serverModules),
  retention: retentionCommand,
};

export function usage(): string {
  return [
    'npm run ops -- <command> [flags]',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.usage}`),
  ].join('\n');
}

/** Parses argv and runs the command. */
export async function runOps(argv: readonly string[], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) return { ok: false, problem: `${parsed.problem}\n${usage()}` };
  const command = COMMANDS[parsed.args.command];
  if (!command) return { ok: false, problem: `unknown command "${parsed.args.command}"\n${usage()}` };
  // Every line a command prints may hold text a member typed: escaped here, once for all commands.
  const outcome = await command.run(parsed.args.flags, { ...ctx, out: (line) => ctx.out(printable(line)) });
  return outcome.ok ? outcome : { ok: false, problem: printableLines(outcome.problem) };
}
