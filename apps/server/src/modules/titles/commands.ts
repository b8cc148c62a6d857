/**
 * The title editor at the command line (issue 32 point 6, docs/operations.md):
 *   edit-title --brand B --id N --settings FILE.json   any field of the console's form, laid over
 *                                                      what is stored (texts per language)
 *   merge-titles --brand B --into N --from M           the duplicate M into N
 *   hide-title --brand B --id N [--show]
 * All go through TitleEditingService, the console's own path: the same rules, one transaction with
 * its audit row (staff null, address 'cli'). An operator may edit shared titles, as an owner may.
 */
import { z } from 'zod';
import type { TitleEdit, TitleProblem } from '@member-area/domain';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { brandIdFlag } from '../brand';
import type { TitleActor, TitleEditingService, TitleRefusal } from './service';

const CLI_ACTOR: TitleActor = { staffId: null, staffEmail: null, ip: 'cli', grant: null };
/** The console form's fields, by the names TitleInput gives them. */
const SETTINGS = ['texts', 'genreIds', 'credits', 'releaseDate', 'isFree', 'restrictedCountries'] as const;

const titleId = (what: string) =>
  z
    .string({ message: what })
    .regex(/^\d{1,10}$/, what)
    .transform(Number);

const EditTitle = z
  .object({
    brand: brandIdFlag('playmax'),
    id: titleId('a title id like 5000001'),
    settings: z.string({ message: 'a JSON file of the title form’s fields' }).trim().min(1),
  })
  .strict();
const MergeTitles = z
  .object({
    brand: brandIdFlag('playmax'),
    into: titleId('the id of the title to keep'),
    from: titleId('the id of the duplicate'),
  })
  .strict();
const HideTitle = z
  .object({ brand: brandIdFlag('playmax'), id: titleId('a title id'), show: z.literal(true).optional() })
  .strict();

// The file's shapes only; the title rule says what is wrong with a value, as the console's form does.
const Settings = z
  .object({
    texts: z.array(z.object({ lang: z.string(), title: z.string(), description: z.string() }).strict()),
    genreIds: z.array(z.number().int()),
    credits: z.array(z.object({ name: z.string(), role: z.string() }).strict()),
    releaseDate: z.string().nullable(),
    isFree: z.boolean(),
    restrictedCountries: z.array(z.string()),
  })
  .partial()
  .strict();

function refusal(code: TitleRefusal, problems: readonly TitleProblem[] = []): OpsOutcome {
  const detail = problems.map((p) => `${p.field}: ${p.code}`).join('; ');
  return {
    ok: false,
    problem: `${code}: ${errorMessage('en-us', code)}${detail ? ` (${detail})` : ''}`,
  };
}

function service(ctx: OpsContext): TitleEditingService | null {
  return ctx.titles ?? null;
}

async function editTitle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(EditTitle, flags);
  if (!parsed.ok) return parsed;
  const titles = service(ctx);
  if (!titles) return { ok: false, problem: 'edit-title needs the server setup (npm run ops)' };
  const f = parsed.value;
  const file = await readSettingsFile(f.settings, SETTINGS);
  if (!file.ok) return file;
  const shaped = Settings.safeParse(file.settings);
  if (!shaped.success) {
    const issue = shaped.error.issues[0];
    return {
      ok: false,
      problem: `--settings: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const current = await titles.title(null, f.brand, f.id);
  if (!current) return refusal('title_not_found');
  const s = shaped.data;
  // Texts per language over the stored ones: a file may name one language only.
  const texts = current.texts.map((t) => s.texts?.find((n) => n.lang === t.lang) ?? t);
  const unknownLangs = (s.texts ?? []).filter((n) => !texts.some((t) => t.lang === n.lang));
  const edit: TitleEdit = {
    texts: [...texts, ...unknownLangs],
    genreIds: s.genreIds ?? current.genreIds,
    credits: s.credits ?? current.credits,
    releaseDate: s.releaseDate === undefined ? current.releaseDate : s.releaseDate,
    isFree: s.isFree ?? current.isFree,
    restrictedCountries: s.restrictedCountries ?? current.restrictedCountries,
  };
  const outcome = await titles.updateTitle(CLI_ACTOR, f.brand, f.id, edit);
  if (!outcome.ok) return refusal(outcome.errorCode, outcome.problems);
  ctx.out(
    `edited title #${outcome.title.id} "${outcome.title.title}" (${outcome.title.mediaType}) of ${f.brand}`,
  );
  return { ok: true };
}

async function mergeTitles(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(MergeTitles, flags);
  if (!parsed.ok) return parsed;
  const titles = service(ctx);
  if (!titles) return { ok: false, problem: 'merge-titles needs the server setup (npm run ops)' };
  const f = parsed.value;
  const outcome = await titles.mergeTitles(CLI_ACTOR, f.brand, f.into, f.from);
  if (!outcome.ok) return refusal(outcome.errorCode);
  const m = outcome.moved;
  ctx.out(
    `merged title #${f.from} into #${f.into} "${outcome.title.title}": moved ${m.progress} progress, ${m.history} history, ${m.collection} collection rows, ${m.libraryFiles} library files; #${f.from} is hidden (merged)`,
  );
  return { ok: true };
}

async function hideTitle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(HideTitle, flags);
  if (!parsed.ok) return parsed;
  const titles = service(ctx);
  if (!titles) return { ok: false, problem: 'hide-title needs the server setup (npm run ops)' };
  const f = parsed.value;
  const outcome = await titles.setTitleHidden(CLI_ACTOR, f.brand, f.id, !f.show);
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(
    `title #${f.id} "${outcome.title.title}" is ${f.show ? 'shown to members' : 'hidden from members'}`,
  );
  return { ok: true };
}

export const titleCommands: Record<string, OpsCommand> = {
  'edit-title': {
    usage: `--brand ID --id TITLE --settings FILE.json (fields: ${SETTINGS.join(', ')})`,
    run: editTitle,
  },
  'merge-titles': { usage: '--brand ID --into TITLE --from DUPLICATE', run: mergeTitles },
  'hide-title': { usage: '--brand ID --id TITLE [--show]', run: hideTitle },
};
