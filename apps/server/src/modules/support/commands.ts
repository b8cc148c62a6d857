/**
 * The help articles' operator commands (issue 33 scope 4: every console write is also a command):
 * `create-article`, `update-article`, `hide-article`, `order-articles`, through the console's own
 * service and rules, recorded in the audit log with no staff member and the address `cli`.
 */
import { z } from 'zod';
import type { FaqText } from '@member-area/domain';
import { errorMessage, type ErrorCode } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import {
  ArticleAdminService,
  type AdminArticle,
  type ArticleActor,
  type ArticleChange,
} from './article-admin-service';

const CLI_ACTOR: ArticleActor = { staffId: null, staffEmail: null, ip: 'cli' };
const slugFlag = z.string().min(1, 'an article slug like cancel-membership');

const CreateArticle = z
  .object({
    brand: brandIdFlag('playmax'),
    slug: slugFlag,
    question: z.string(),
    answer: z.string(),
    lang: z.string().optional(),
  })
  .strict();

const UpdateArticle = z
  .object({
    brand: brandIdFlag('playmax'),
    slug: slugFlag,
    settings: z.string().trim().min(1, 'a JSON file: { "texts": [{ "lang", "question", "answer" }] }'),
  })
  .strict();

const HideArticle = z
  .object({ brand: brandIdFlag('playmax'), slug: slugFlag, show: z.literal(true).optional() })
  .strict();

const OrderArticles = z
  .object({ brand: brandIdFlag('playmax'), slugs: z.string().min(1, 'the slugs in order, comma-separated') })
  .strict();

function service(ctx: OpsContext): ArticleAdminService {
  return new ArticleAdminService(ctx.db, new AuditService(ctx.db, ctx.clock));
}

function refused(errorCode: ErrorCode, detail = ''): OpsOutcome {
  return {
    ok: false,
    problem: `refused: ${errorCode}: ${errorMessage('en-us', errorCode)}${detail}; nothing changed`,
  };
}

function changeRefused(change: Extract<ArticleChange, { ok: false }>): OpsOutcome {
  const detail = change.problems?.length
    ? ` (${change.problems.map((p) => `${p.field}: ${p.code}`).join(', ')})`
    : '';
  return refused(change.errorCode, detail);
}

function describe(a: AdminArticle): string {
  const langs = a.texts.map((t) => t.lang).join(',');
  return `article ${a.slug} on ${a.brandId} #${a.position + 1}${a.hidden ? ' (hidden)' : ''}: "${a.texts[0]?.question ?? ''}" in ${langs}`;
}

async function createArticle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateArticle, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const lang = f.lang ?? (await admin.defaultLanguageOf(f.brand));
  if (lang === null) return refused('brand_not_found');
  const change = await admin.create(CLI_ACTOR, f.brand, {
    slug: f.slug,
    // One language from the command line; the console (or update-article) writes the others.
    texts: [{ lang, question: f.question, answer: f.answer }],
  });
  if (!change.ok) return changeRefused(change);
  ctx.out(`created ${describe(change.article)}`);
  return { ok: true };
}

async function updateArticle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateArticle, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const before = await admin.get(f.brand, f.slug);
  if (!before) return refused('faq_not_found');
  const file = await readSettingsFile(f.settings, ['texts']);
  if (!file.ok) return file;
  const texts = (file.settings as { texts?: unknown }).texts;
  if (!Array.isArray(texts)) return { ok: false, problem: '--settings: "texts" must be a list' };
  const byLang = new Map(before.texts.map((t) => [t.lang, t]));
  // The languages the file names replace the stored ones; the others stay.
  for (const t of texts as FaqText[]) byLang.set(String(t.lang), t);
  const change = await admin.update(CLI_ACTOR, f.brand, f.slug, [...byLang.values()]);
  if (!change.ok) return changeRefused(change);
  ctx.out(`was     ${describe(before)}`);
  ctx.out(`updated ${describe(change.article)}`);
  return { ok: true };
}

async function hideArticle(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(HideArticle, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const hidden = f.show === undefined;
  const admin = service(ctx);
  const before = await admin.get(f.brand, f.slug);
  const change = await admin.setHidden(CLI_ACTOR, f.brand, f.slug, hidden);
  if (!change.ok) return changeRefused(change);
  ctx.out(
    before?.hidden === hidden
      ? `article ${f.slug} was already ${hidden ? 'hidden' : 'shown'}; nothing changed`
      : `article ${f.slug} is ${hidden ? 'hidden from' : 'shown to'} ${f.brand}'s members`,
  );
  return { ok: true };
}

async function orderArticles(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(OrderArticles, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const slugs = f.slugs.split(',').map((s) => s.trim());
  const admin = service(ctx);
  const change = await admin.order(CLI_ACTOR, f.brand, slugs);
  if (!change.ok) {
    const current = (await admin.list(f.brand)).map((a) => a.slug).join(',');
    return refused(
      change.errorCode,
      change.errorCode === 'invalid_input' ? ` (list every article once: ${current})` : '',
    );
  }
  ctx.out(`${f.brand}'s articles: ${change.articles.map((a) => a.slug).join(', ')}`);
  return { ok: true };
}

/** The help article commands (module.ts `commands`). */
export const supportCommands: Record<string, OpsCommand> = {
  'create-article': {
    usage: '--brand ID --slug SLUG --question TEXT --answer TEXT [--lang CODE (default: the brand’s)]',
    run: createArticle,
  },
  'update-article': {
    usage:
      '--brand ID --slug SLUG --settings FILE.json ({"texts": [{"lang", "question", "answer"}]}: those languages replaced)',
    run: updateArticle,
  },
  'hide-article': { usage: '--brand ID --slug SLUG [--show]', run: hideArticle },
  'order-articles': { usage: '--brand ID --slugs SLUG,SLUG,…', run: orderArticles },
};
