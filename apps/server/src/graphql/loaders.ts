import type { LanguageCode } from '@member-area/domain';
import type { Db } from '../db/kysely';
import { batcher } from '../lib/batch';
import type { Brand } from '../modules/brand/model';
import { translationsOf, type TranslatedField } from '../modules/catalogue/translations-repo';
import { createCatalogueLoaders, type CatalogueLoaders } from '../modules/catalogue/loaders';
import { createLibraryLoaders, type LibraryLoaders } from '../modules/library/loaders';
import type { MemberModel } from '../modules/member/model';
import { listMemberTags } from '../modules/member/repo';
import { createPlaybackLoaders, type PlaybackLoaders } from '../modules/playback/loaders';
import type { SubscriptionModel } from '../modules/subscription/model';
import { listMemberSubscriptions } from '../modules/subscription/repo';

/**
 * Per-request memoised and batched reads, so several fields asking for the same data cost one
 * query. Built with each GraphQL context and dropped with it: nothing here outlives a request.
 */
export interface Loaders {
  memberTags(memberId: number): Promise<string[]>;
  subscriptions(memberId: number): Promise<SubscriptionModel[]>;
  /** Forget cached member data after a write in this request. */
  invalidateMember(memberId: number): void;
  /** A giveaway's texts in the request's language (field → text; empty for en-us or untranslated). */
  sweepTexts(sweepId: string): Promise<ReadonlyMap<TranslatedField, string>>;
  /** A title's texts in the request's language (the demo titles' descriptions; see mediaTexts). */
  mediaTexts(mediaId: number): Promise<ReadonlyMap<TranslatedField, string>>;
  catalogue: CatalogueLoaders;
  library: LibraryLoaders;
  playback: PlaybackLoaders;
}

/** Who and where the request is, as the loaders need it. */
export interface LoaderRequest {
  member: MemberModel | null;
  /** The language of data texts (genres, slot titles, plans). */
  lang: LanguageCode;
  brand: Brand;
  country: string;
  userAgent: string | undefined;
}

export function createLoaders(db: Db, req: LoaderRequest): Loaders {
  const tags = new Map<number, Promise<string[]>>();
  const subs = new Map<number, Promise<SubscriptionModel[]>>();
  const once = <T>(map: Map<number, Promise<T>>, id: number, load: () => Promise<T>): Promise<T> => {
    let p = map.get(id);
    if (!p) {
      p = load();
      map.set(id, p);
    }
    return p;
  };
  const memberTags = (id: number) => once(tags, id, () => listMemberTags(db, id));
  const subscriptions = (id: number) => once(subs, id, () => listMemberSubscriptions(db, id));
  const memberId = req.member?.id ?? null;
  const sweepTexts = batcher<string, ReadonlyMap<TranslatedField, string>>(
    (ids) => translationsOf(db, 'sweep', ids, req.lang),
    new Map(),
  );
  // Rows exist only for the few curated demo titles: one probe per request that shows titles in a
  // language other than en-us, none in en-us.
  const mediaTexts = batcher<string, ReadonlyMap<TranslatedField, string>>(
    (ids) => translationsOf(db, 'media', ids, req.lang),
    new Map(),
  );
  return {
    sweepTexts: sweepTexts.load,
    mediaTexts: (id) => mediaTexts.load(String(id)),
    memberTags,
    subscriptions,
    invalidateMember: (id) => {
      tags.delete(id);
      subs.delete(id);
    },
    catalogue: createCatalogueLoaders({ db, ...req, memberTags, subscriptions }),
    library: createLibraryLoaders(db, memberId),
    playback: createPlaybackLoaders(db, memberId),
  };
}
