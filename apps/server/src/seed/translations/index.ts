/**
 * The rows of data_translations (migration 0009): plan names and descriptions, genre titles and
 * row (slot) titles in the seven interface languages besides en-us. Titles of media and names of
 * people are not translated (the reader falls back to the stored English text).
 */
import { GENRES, MEDIA_TYPES } from '@member-area/domain';
import type { DataTranslationsTable } from '../../db/schema';
import { generateItem, genreId } from '../catalogue/generate';
import { CURATED_TITLES } from '../catalogue/words';
import { possibleSlots } from '../catalogue/write';
import { PLANS } from '../plans';
import { GENRE_TITLES } from './genres';
import { translationRowsOf, type TranslatedTexts } from './languages';
import { PLAN_DESCRIPTIONS, PLAN_NAMES, UNTRANSLATED_PLAN_NAMES } from './plans';
import { SLOT_TITLE_TRANSLATIONS } from './slots';
import { CITY_NAMES } from './cities';
import { TITLE_DESCRIPTIONS } from './titles';

export { TRANSLATED_LANGUAGES } from './languages';

interface Source {
  entity: DataTranslationsTable['entity'];
  key: string;
  field: DataTranslationsTable['field'];
  english: string;
  texts: TranslatedTexts | undefined;
  /** A product name that is the same in every language: no rows, and not a gap. */
  untranslated?: boolean;
}

function sources(): Source[] {
  const plans = PLANS.flatMap((p): Source[] => [
    {
      entity: 'plan',
      key: String(p.id),
      field: 'name',
      english: p.name,
      texts: PLAN_NAMES.get(p.name),
      untranslated: UNTRANSLATED_PLAN_NAMES.has(p.name),
    },
    {
      entity: 'plan',
      key: String(p.id),
      field: 'description',
      english: p.description,
      texts: PLAN_DESCRIPTIONS.get(p.description),
    },
  ]);
  const genres = MEDIA_TYPES.flatMap((type) =>
    GENRES[type].map((g): Source => ({
      entity: 'genre',
      key: String(genreId(type, g.key)),
      field: 'title',
      english: g.title,
      texts: GENRE_TITLES.get(g.title),
    })),
  );
  const slots = possibleSlots().map((s): Source => ({
    entity: 'slot',
    key: s.slug,
    field: 'title',
    english: s.title,
    texts: s.genre ? GENRE_TITLES.get(s.genre) : SLOT_TITLE_TRANSLATIONS.get(s.title),
  }));
  const cities = [...CITY_NAMES].map(([city, texts]): Source => ({
    entity: 'vpn_city',
    key: city,
    field: 'name',
    english: city,
    texts,
  }));
  // The curated demo titles are ids 1…n (generate.ts); their descriptions are generated, so the
  // seed checks that what it translates is what it writes.
  const titles = CURATED_TITLES.map((_, i): Source => {
    const english = generateItem(i + 1).row.description;
    return {
      entity: 'media',
      key: String(i + 1),
      field: 'description',
      english,
      texts: TITLE_DESCRIPTIONS.get(english),
    };
  });
  return [...plans, ...genres, ...slots, ...cities, ...titles];
}

/** Texts shown to members that have no translation: the seed refuses to run with any. */
export function translationGaps(): string[] {
  return sources()
    .filter((s) => !s.texts && !s.untranslated)
    .map((s) => `${s.entity} ${s.key} ${s.field}: "${s.english}"`);
}

export function translationRows(): DataTranslationsTable[] {
  return sources().flatMap((s) => translationRowsOf(s.entity, s.key, s.field, s.texts));
}
