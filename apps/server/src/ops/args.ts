import type { z } from 'zod';
import { INVALID_CHARACTERS } from '@member-area/domain';
import { errorMessage } from '../graphql/response-result';

/**
 * `npm run ops -- <command> --flag value --switch`: the command name and its flags as strings (a
 * flag without a value is `true`). Each command's zod schema then decides what the values mean.
 */
export interface ParsedArgs {
  command: string;
  flags: Record<string, string | true>;
}

export type ArgsResult = { ok: true; args: ParsedArgs } | { ok: false; problem: string };

export function parseArgs(argv: readonly string[]): ArgsResult {
  const [command, ...rest] = argv;
  if (!command || command.startsWith('-')) return { ok: false, problem: 'name a command first' };
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i] ?? '';
    if (!token.startsWith('--') || token === '--')
      return { ok: false, problem: `unexpected argument "${token}"` };
    const eq = token.indexOf('=');
    const name = eq === -1 ? token.slice(2) : token.slice(2, eq);
    if (!/^[a-z][a-z0-9-]*$/.test(name)) return { ok: false, problem: `bad flag "${token}"` };
    if (name in flags) return { ok: false, problem: `--${name} given twice` };
    const next = rest[i + 1];
    if (eq !== -1) flags[name] = token.slice(eq + 1);
    else if (next !== undefined && !next.startsWith('--')) {
      flags[name] = next;
      i++;
    } else flags[name] = true;
  }
  return { ok: true, args: { command, flags } };
}

export type OpsOutcome = { ok: true } | { ok: false; problem: string };

/** A command's flags read through its zod schema; the first problem names the flag (`--amount: …`). */
export function parseFlags<T>(
  schema: z.ZodType<T>,
  flags: ParsedArgs['flags'],
): { ok: true; value: T } | { ok: false; problem: string } {
  const r = schema.safeParse(flags);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const where = issue?.path.length ? `--${issue.path.join('.')}` : 'flags';
  // memberText's refusal carries the error catalogue's code: the operator reads its English text.
  const code = issue?.code === 'custom' ? issue.params?.errorCode : undefined;
  if (code === INVALID_CHARACTERS)
    return { ok: false, problem: `${where}: ${code}: ${errorMessage('en-us', INVALID_CHARACTERS)}` };
  return { ok: false, problem: `${where}: ${issue?.message ?? 'invalid'}` };
}
