/**
 * The scanner's titles (ports.ts `TitleStore`) written through the catalogue's own writer: a draft
 * made from the files becomes a catalogue title with its tracks or episodes, and the parts' ids come
 * back in the order of the draft (the catalogue numbers them title × 100 + n). A title an editor
 * merged into another is written as that one, and an edited title keeps its editor's fields
 * (docs/titles.md "Rescans").
 */
import type { CatalogueWriter, CreditRole } from '../catalogue';
import { CREDIT_ROLES } from '../catalogue';
import type { TitleStore } from './ports';
import type { TitleDraft } from './title-draft';

const isRole = (role: string): role is CreditRole => (CREDIT_ROLES as readonly string[]).includes(role);

/** The catalogue's part ids of a written title: tracks and episodes are numbered title × 100 + n. */
export function partIdsOf(draft: TitleDraft, mediaId: number): number[] {
  const numbered = draft.mediaType === 'music' || draft.details.type === 'series';
  // An audiobook's chapters (its files, or an M4B's own) and a title's builds have no rows of
  // their own: their index.
  return draft.parts.length === 0 ? [0] : draft.parts.map((_, i) => (numbered ? mediaId * 100 + i + 1 : i));
}

export function titleStoreOf(writer: CatalogueWriter): TitleStore {
  return {
    async write(trx, draft, hidden) {
      const series = draft.details.type === 'series';
      const written = await writer.writeTitle(trx, {
        ...(draft.mediaId != null ? { id: draft.mediaId } : {}),
        brandId: draft.brandId,
        mediaType: draft.mediaType,
        title: draft.title,
        description: draft.description,
        subtitle: draft.subtitle,
        releaseDate: draft.releaseDate,
        isFree: draft.free,
        details: draft.details,
        duration: draft.durationSeconds,
        genres: draft.genres,
        credits: draft.credits.filter((c): c is { name: string; role: CreditRole } => isRole(c.role)),
        ...(draft.mediaType === 'music'
          ? { tracks: draft.parts.map((p) => ({ title: p.title, duration: Math.round(p.durationSeconds) })) }
          : {}),
        ...(series
          ? {
              episodes: draft.parts.map((p) => ({
                seasonNumber: p.season ?? 1,
                episodeNumber: p.episode ?? p.number,
                title: p.title,
                duration: Math.round(p.durationSeconds),
              })),
            }
          : {}),
        hiddenReason: hidden,
        // A merged title's files land on the title it was merged into; an editor's fields stay.
        fromFiles: true,
      });
      return { mediaId: written.id, partIds: partIdsOf(draft, written.id) };
    },
    hiddenReasons: (trx, mediaIds) => writer.hiddenReasons(trx, mediaIds),
    setHidden: (trx, mediaIds, reason) => writer.setHidden(trx, mediaIds, reason),
    coverFile: (trx, mediaId) => writer.coverFile(trx, mediaId),
    setCoverFile: (trx, mediaId, file) => writer.setCoverFile(trx, mediaId, file),
  };
}
