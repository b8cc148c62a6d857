/**
 * The rows' operator commands (issue 32 point 6, README "Operator commands"): the console's row
 * writes from the command line, through RowCurationService (the same rules, one transaction with the
 * audit row, staff empty, address `cli`):
 *   create-row  --brand B --type T --settings FILE.json   (key, titles, tags, genre)
 *   update-row  --brand B --row SLUG --settings FILE.json (titles, tags, genre)
 *   pin-title   --brand B --row SLUG --title ID [--position N]
 *   unpin-title --brand B --row SLUG --title ID
 *   order-rows  --brand B --type T --rows slug1,slug2,…
 *   hide-row    --brand B --row SLUG [--show]
 */
import { MEDIA_TYPES, type RowRefusal } from '@member-area/domain';
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { brandIdFlag, findBrandById } from '../brand';
import type { RowModel, RowSettings } from './model';
import type { RowActor } from './service';

/** An operator at the command line: no staff account, and no network address. */
const CLI_ACTOR: RowActor = { staffId: null, staffEmail: null, ip: 'cli' };

const typeFlag = z.enum(MEDIA_TYPES, { message: `one of ${MEDIA_TYPES.join(', ')}` });
const rowFlag = z
  .string({ message: 'a row slug, like movie_popular or playmax-summer' })
  .trim()
  .min(1)
  .max(200);
const titleFlag = z.coerce
  .number({ message: 'a title id' })
  .int('a title id')
  .positive('a title id')
  .max(2_000_000_000, 'a title id');
const settingsFlag = z
  .string({ message: 'a JSON file: {"key", "titles": {"en-us": …}, "tags": […], "genre"}' })
  .trim()
  .min(1);

const CreateRow = z
  .object({ brand: brandIdFlag('playmax'), type: typeFlag, settings: settingsFlag })
  .strict();
const UpdateRow = z.object({ brand: brandIdFlag('playmax'), row: rowFlag, settings: settingsFlag }).strict();
const PinTitle = z
  .object({
    brand: brandIdFlag('playmax'),
    row: rowFlag,
    title: titleFlag,
    position: z.coerce.number({ message: 'a position from 1 (first)' }).int().min(1).max(24).optional(),
  })
  .strict();
const UnpinTitle = z.object({ brand: brandIdFlag('playmax'), row: rowFlag, title: titleFlag }).strict();
const OrderRows = z
  .object({
    brand: brandIdFlag('playmax'),
    type: typeFlag,
    rows: z.string({ message: 'row slugs, comma-separated' }).min(1),
  })
  .strict();
const HideRow = z
  .object({ brand: brandIdFlag('playmax'), row: rowFlag, show: z.literal(true).optional() })
  .strict();

/** The settings file's fields and their shapes (what the console's row form sends). */
const Settings = z
  .object({
    key: z.string().optional(),
    titles: z.record(z.string(), z.string().nullable()),
    tags: z.array(z.string()).optional(),
    genre: z.string().nullable().optional(),
  })
  .partial();
const SETTINGS_FIELDS = ['key', 'titles', 'tags', 'genre'];

function service(ctx: OpsContext) {
  if (!ctx.rows) throw new Error('the row commands need ctx.rows (ops/cli.ts builds it)');
  return ctx.rows;
}

const refusal = (code: RowRefusal): OpsOutcome => ({
  ok: false,
  problem: `${code}: ${errorMessage('en-us', code)} Nothing changed.`,
});

async function settingsOf(
  file: string,
): Promise<{ ok: true; value: z.infer<typeof Settings> } | { ok: false; problem: string }> {
  const read = await readSettingsFile(file, SETTINGS_FIELDS);
  if (!read.ok) return read;
  const parsed = Settings.safeParse(read.settings);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: `--settings: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, value: parsed.data };
}

function describe(row: RowModel): string[] {
  const badges = [
    row.own ? 'own' : 'shared',
    ...(row.preset ? ['preset'] : []),
    ...(row.hidden ? ['hidden'] : []),
  ];
  return [
    `${row.slug} #${row.id} "${row.titles['en-us']}" (${row.mediaType}, ${badges.join(', ')}) tags: ${row.tags.join(', ') || '—'}`,
    ...row.pins.map(
      (p, i) =>
        `  pin ${i + 1}: #${p.mediaId} ${p.title}${p.listed ? '' : ' (hidden: members do not see it)'}`,
    ),
  ];
}

async function brandKnown(ctx: OpsContext, brand: string): Promise<OpsOutcome | null> {
  return (await findBrandById(ctx.db, brand)) ? null : { ok: false, problem: `no brand ${brand}` };
}

async function createRow(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateRow, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const file = await settingsOf(f.settings);
  if (!file.ok) return file;
  const s = file.value;
  const outcome = await service(ctx).createRow(CLI_ACTOR, f.brand, f.type, {
    key: s.key ?? '',
    titles: s.titles ?? {},
    ...(s.tags ? { tags: s.tags } : {}),
    genre: s.genre ?? null,
  });
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(`created row on ${f.brand}:`);
  for (const line of describe(outcome.row)) ctx.out(`  ${line}`);
  return { ok: true };
}

async function updateRow(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateRow, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const file = await settingsOf(f.settings);
  if (!file.ok) return file;
  if (file.value.key !== undefined)
    return { ok: false, problem: '--settings: key: a row keeps its key (make a new row instead)' };
  const patch: Partial<Omit<RowSettings, 'key'>> = {
    ...(file.value.titles ? { titles: file.value.titles } : {}),
    ...(file.value.tags ? { tags: file.value.tags } : {}),
    ...(file.value.genre !== undefined ? { genre: file.value.genre } : {}),
  };
  const outcome = await service(ctx).updateRow(CLI_ACTOR, f.brand, f.row, patch);
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(`updated row on ${f.brand}:`);
  for (const line of describe(outcome.row)) ctx.out(`  ${line}`);
  return { ok: true };
}

async function pinTitle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(PinTitle, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const outcome = await service(ctx).pinTitle(
    CLI_ACTOR,
    f.brand,
    f.row,
    f.title,
    f.position === undefined ? null : f.position - 1,
  );
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(`pinned #${f.title} in ${f.row} on ${f.brand}:`);
  for (const line of describe(outcome.row)) ctx.out(`  ${line}`);
  return { ok: true };
}

async function unpinTitle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UnpinTitle, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const outcome = await service(ctx).unpinTitle(CLI_ACTOR, f.brand, f.row, f.title);
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(`unpinned #${f.title} from ${f.row} on ${f.brand}:`);
  for (const line of describe(outcome.row)) ctx.out(`  ${line}`);
  return { ok: true };
}

async function orderRows(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(OrderRows, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const slugs = f.rows
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const outcome = await service(ctx).orderRows(CLI_ACTOR, f.brand, f.type, slugs);
  if (!outcome.ok) {
    if (outcome.errorCode !== 'row_order_mismatch') return refusal(outcome.errorCode);
    // Name the rows the operator must list: all of the brand's rows of the type, each once.
    const rows = await service(ctx).rows(f.brand, f.type);
    return {
      ok: false,
      problem: `--rows: list each of ${f.brand}'s ${f.type} rows once: ${rows.map((r) => r.slug).join(',')}. Nothing changed.`,
    };
  }
  ctx.out(`${f.brand}'s ${f.type} rows, in order:`);
  outcome.rows.forEach((row, i) => ctx.out(`  ${i + 1}. ${describe(row)[0]}`));
  return { ok: true };
}

async function hideRow(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(HideRow, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const missing = await brandKnown(ctx, f.brand);
  if (missing) return missing;
  const outcome = await service(ctx).setRowHidden(CLI_ACTOR, f.brand, f.row, !f.show);
  if (!outcome.ok) return refusal(outcome.errorCode);
  ctx.out(`${f.show ? 'shown' : 'hidden'}: ${describe(outcome.row)[0]}`);
  return { ok: true };
}

export const rowCommands: Record<string, OpsCommand> = {
  'create-row': { usage: `--brand ID --type ${MEDIA_TYPES.join('|')} --settings FILE.json`, run: createRow },
  'update-row': { usage: '--brand ID --row SLUG --settings FILE.json', run: updateRow },
  'pin-title': { usage: '--brand ID --row SLUG --title ID [--position N]', run: pinTitle },
  'unpin-title': { usage: '--brand ID --row SLUG --title ID', run: unpinTitle },
  'order-rows': { usage: `--brand ID --type ${MEDIA_TYPES.join('|')} --rows SLUG,SLUG,…`, run: orderRows },
  'hide-row': { usage: '--brand ID --row SLUG [--show]', run: hideRow },
};
