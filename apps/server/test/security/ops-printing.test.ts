/**
 * Issue 29 item 3: operator commands print what members and entrants typed to the operator's
 * terminal; an escape sequence or a right-to-left override must show as escapes, not act.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COMMANDS, runOps, type OpsContext } from '../../src/ops/commands';
import { printable, printableLines } from '../../src/ops/print-safe';
import { DIALECTS, useTestApp } from '../harness';

const CLEAR_SCREEN = '\u001b[2J';
const RLO = '\u202e';
/** A terminal acts on these; none may reach it raw. */
const RAW = /[\p{Cc}\p{Cf}]/u;

describe('printable', () => {
  it.each([
    ['an escape sequence', `Ann${CLEAR_SCREEN}`, 'Ann\\u{001b}[2J'],
    ['a right-to-left override', `Ann${RLO}eeL`, 'Ann\\u{202e}eeL'],
    ['a C1 control and DEL', 'a\u009bb\u007f', 'a\\u{009b}b\\u{007f}'],
    [
      'a line break (one line stays one line)',
      'Ann\nrecorded postal entry #9',
      'Ann\\u{000a}recorded postal entry #9',
    ],
    ['the invisible marks the rule allows', '\u200fמרים\u200e', '\\u{200f}מרים\\u{200e}'],
    ['a lone surrogate', 'a\ud800', 'a\\u{d800}'],
    ['plain text of any script, untouched', 'Zoë 山田 مريم, 4 Oak Road', 'Zoë 山田 مريم, 4 Oak Road'],
  ])('escapes %s', (_case, text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it('keeps the line breaks of a message the command wrote itself', () => {
    expect(printableLines(`no brand "x${CLEAR_SCREEN}"\nnpm run ops -- <command>`)).toBe(
      'no brand "x\\u{001b}[2J"\nnpm run ops -- <command>',
    );
  });
});

describe('runOps prints every line of every command escaped', () => {
  afterEach(() => {
    delete COMMANDS['echo-for-test'];
  });

  it('escapes what a command prints and the problem it answers', async () => {
    COMMANDS['echo-for-test'] = {
      usage: '--text TEXT',
      run: (flags, ctx) => {
        ctx.out(`entrant ${String(flags.text)}`);
        return Promise.resolve({ ok: false, problem: `refused ${String(flags.text)}` });
      },
    };
    const lines: string[] = [];
    const ctx = { out: (l: string) => lines.push(l) } as unknown as OpsContext;
    const r = await runOps(['echo-for-test', '--text', `Ann${CLEAR_SCREEN}${RLO}eeL`], ctx);
    expect(lines).toEqual(['entrant Ann\\u{001b}[2J\\u{202e}eeL']);
    expect(r).toEqual({ ok: false, problem: 'refused Ann\\u{001b}[2J\\u{202e}eeL' });
  });
});

describe.each(DIALECTS)('migrate-brand names colliding e-mails escaped on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.db.handle.db;

  it('prints a stored e-mail holding an escape sequence and an override as escapes', async () => {
    // Stored before the rule refused such text (SQLite accepted it): the command still meets it.
    const hostile = `ann${CLEAR_SCREEN}${RLO}@example.test`;
    const twin = await db()
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'twin@clickcoins.test')
      .executeTakeFirstOrThrow();
    for (const brand of ['clickcoins', 'playmax'])
      await db()
        .insertInto('members')
        .values({
          ...twin,
          id: undefined,
          email: hostile,
          brand_id: brand,
          reference_number: `REF-hostile-${brand}`,
        } as never)
        .execute();
    const out: string[] = [];
    const ctx = { db: db(), clock: t.clock.fn, out: (l: string) => out.push(l) } as unknown as OpsContext;
    const r = await runOps(['migrate-brand', '--from', 'clickcoins', '--to', 'playmax'], ctx);
    expect(r.ok).toBe(false);
    const problem = r.ok ? '' : r.problem;
    expect(problem).toContain('ann\\u{001b}[2J\\u{202e}@example.test');
    expect(problem).not.toMatch(RAW);
    expect(out).toEqual([]);
  });
});
