/**
 * A brand's help articles (the faq/support screen's questions) on the console (issue 33 scope 4),
 * for the console and the operator commands alike: list, create, edit in the 8 languages, order,
 * hide. A draft is checked by packages/domain's faqDraftProblems; each change is one transaction
 * with its audit row. The English text is the faq_entries row (the brand's default language's when
 * no English is given, as plans do); the other languages are data_translations rows under the
 * article's own key `<brand>/<slug>` once the console wrote it (seeded articles share their slug's
 * texts between brands, which an edit must not change). Members read them on their next request.
 */
import {
  cleanFaqDraft,
  DEFAULT_LANGUAGE,
  faqDraftProblems,
  faqOrderProblem,
  asLanguageCode,
  type FaqDraftProblem,
  type FaqText,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import { findBrandById } from '../brand';
import {
  deleteArticleTexts,
  findArticleRow,
  insertArticleIfFree,
  insertArticleTexts,
  listArticleRows,
  listArticleTexts,
  nextArticlePosition,
  setArticleHidden,
  setArticlePosition,
  updateArticleText,
  type ArticleRow,
} from './article-admin-repo';

export interface AdminArticle {
  brandId: string;
  slug: string;
  position: number;
  hidden: boolean;
  /** English first (the stored text), then every other language written. */
  texts: FaqText[];
}

/** Who acts: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface ArticleActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type ArticleErrorCode = 'brand_not_found' | 'faq_not_found' | 'faq_slug_taken' | 'invalid_input';

export type ArticleChange =
  | { ok: true; article: AdminArticle }
  | { ok: false; errorCode: ArticleErrorCode; problems?: FaqDraftProblem[] };

export type ArticleOrderChange =
  { ok: true; articles: AdminArticle[] } | { ok: false; errorCode: 'brand_not_found' | 'invalid_input' };

/** The key of an article's own texts: one brand's, never shared. */
const ownKey = (brandId: string, slug: string) => `${brandId}/${slug}`;

async function viewsOf(db: DbOrTrx, rows: readonly ArticleRow[]): Promise<AdminArticle[]> {
  const texts = await listArticleTexts(db, [...new Set(rows.map((r) => r.textKey))]);
  return rows.map((r) => {
    const byLang = new Map<string, FaqText>();
    for (const t of texts.filter((x) => x.textKey === r.textKey)) {
      const entry = byLang.get(t.lang) ?? { lang: t.lang, question: '', answer: '' };
      if (t.field === 'question') entry.question = t.text;
      else entry.answer = t.text;
      byLang.set(t.lang, entry);
    }
    return {
      brandId: r.brandId,
      slug: r.slug,
      position: r.position,
      hidden: r.hidden,
      texts: [{ lang: DEFAULT_LANGUAGE, question: r.question, answer: r.answer }, ...byLang.values()],
    };
  });
}

/** What the row stores: English when given, else the brand's default language's. */
function storedText(texts: readonly FaqText[], defaultLanguage: string) {
  const text =
    texts.find((t) => t.lang === DEFAULT_LANGUAGE) ?? texts.find((t) => t.lang === defaultLanguage);
  return { question: text?.question ?? '', answer: text?.answer ?? '' };
}

export class ArticleAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(brandId: string): Promise<AdminArticle[]> {
    return viewsOf(this.db, await listArticleRows(this.db, brandId));
  }

  async get(brandId: string, slug: string): Promise<AdminArticle | null> {
    const row = await findArticleRow(this.db, brandId, slug);
    return row ? ((await viewsOf(this.db, [row]))[0] ?? null) : null;
  }

  async defaultLanguageOf(brandId: string): Promise<string | null> {
    return (await findBrandById(this.db, brandId))?.default_language ?? null;
  }

  async create(actor: ArticleActor, brandId: string, input: { slug: string; texts: readonly FaqText[] }) {
    const draft = cleanFaqDraft(input);
    return inTransaction(this.db, async (trx): Promise<ArticleChange> => {
      const brand = await findBrandById(trx, brandId);
      if (!brand) return { ok: false, errorCode: 'brand_not_found' };
      const defaultLanguage = asLanguageCode(brand.default_language) ?? DEFAULT_LANGUAGE;
      const problems = faqDraftProblems(draft, defaultLanguage);
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      const textKey = ownKey(brandId, draft.slug);
      const inserted = await insertArticleIfFree(trx, {
        brandId,
        slug: draft.slug,
        position: await nextArticlePosition(trx, brandId),
        ...storedText(draft.texts, defaultLanguage),
        textKey,
      });
      if (!inserted) return { ok: false, errorCode: 'faq_slug_taken' };
      await deleteArticleTexts(trx, textKey);
      await insertArticleTexts(
        trx,
        textKey,
        draft.texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
      );
      const row = await findArticleRow(trx, brandId, draft.slug);
      const [article] = row ? await viewsOf(trx, [row]) : [];
      if (!article) return { ok: false, errorCode: 'faq_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'faq.create',
        target: `faq:${brandId}/${draft.slug}`,
        before: null,
        after: article,
      });
      return { ok: true, article };
    });
  }

  /** Replaces the article's texts in every language (a language left empty is removed). */
  async update(actor: ArticleActor, brandId: string, slug: string, texts: readonly FaqText[]) {
    const draft = cleanFaqDraft({ slug, texts });
    return inTransaction(this.db, async (trx): Promise<ArticleChange> => {
      const brand = await findBrandById(trx, brandId);
      if (!brand) return { ok: false, errorCode: 'brand_not_found' };
      const row = await findArticleRow(trx, brandId, slug);
      if (!row) return { ok: false, errorCode: 'faq_not_found' };
      const defaultLanguage = asLanguageCode(brand.default_language) ?? DEFAULT_LANGUAGE;
      const problems = faqDraftProblems(draft, defaultLanguage);
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      const [before] = await viewsOf(trx, [row]);
      // From now on the article's texts are its own: a seeded one's shared texts stay with the others.
      const textKey = ownKey(brandId, slug);
      await updateArticleText(trx, brandId, slug, { ...storedText(draft.texts, defaultLanguage), textKey });
      await deleteArticleTexts(trx, textKey);
      await insertArticleTexts(
        trx,
        textKey,
        draft.texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
      );
      const after = await findArticleRow(trx, brandId, slug);
      const [article] = after ? await viewsOf(trx, [after]) : [];
      if (!article) return { ok: false, errorCode: 'faq_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'faq.update',
        target: `faq:${brandId}/${slug}`,
        before,
        after: article,
      });
      return { ok: true, article };
    });
  }

  /** Hides an article from members, or shows it again; the same state changes and records nothing. */
  async setHidden(actor: ArticleActor, brandId: string, slug: string, hidden: boolean) {
    return inTransaction(this.db, async (trx): Promise<ArticleChange> => {
      const row = await findArticleRow(trx, brandId, slug);
      if (!row) return { ok: false, errorCode: 'faq_not_found' };
      if (row.hidden !== hidden) {
        await setArticleHidden(trx, brandId, slug, hidden);
        await this.audit.record(trx, {
          ...this.who(actor),
          brandId,
          action: hidden ? 'faq.hide' : 'faq.show',
          target: `faq:${brandId}/${slug}`,
          before: { hidden: row.hidden },
          after: { hidden },
        });
      }
      const [article] = await viewsOf(trx, [{ ...row, hidden }]);
      return article ? { ok: true, article } : { ok: false, errorCode: 'faq_not_found' };
    });
  }

  /** The brand's articles in this order: every one of them once. */
  async order(actor: ArticleActor, brandId: string, slugs: readonly string[]): Promise<ArticleOrderChange> {
    return inTransaction(this.db, async (trx) => {
      if (!(await findBrandById(trx, brandId))) return { ok: false, errorCode: 'brand_not_found' };
      const rows = await listArticleRows(trx, brandId);
      const before = rows.map((r) => r.slug);
      if (faqOrderProblem(before, slugs) !== null) return { ok: false, errorCode: 'invalid_input' };
      if (before.join('\n') !== slugs.join('\n')) {
        for (const [position, slug] of slugs.entries())
          await setArticlePosition(trx, brandId, slug, position);
        await this.audit.record(trx, {
          ...this.who(actor),
          brandId,
          action: 'faq.order',
          target: `faq:${brandId}`,
          before,
          after: [...slugs],
        });
      }
      return { ok: true, articles: await viewsOf(trx, await listArticleRows(trx, brandId)) };
    });
  }

  private who(actor: ArticleActor) {
    return { staffId: actor.staffId, staffEmail: actor.staffEmail, ip: actor.ip };
  }
}
