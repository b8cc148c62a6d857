import type { Db } from '../db/kysely';
import { listMemberTags } from '../modules/member/repo';
import type { SubscriptionModel } from '../modules/subscription/model';
import { listMemberSubscriptions } from '../modules/subscription/repo';

/** Per-request memoised reads, so several fields asking for the same member data cost one query. */
export interface Loaders {
  memberTags(memberId: number): Promise<string[]>;
  subscriptions(memberId: number): Promise<SubscriptionModel[]>;
  /** Forget cached member data after a write in this request. */
  invalidateMember(memberId: number): void;
}

export function createLoaders(db: Db): Loaders {
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
  return {
    memberTags: (id) => once(tags, id, () => listMemberTags(db, id)),
    subscriptions: (id) => once(subs, id, () => listMemberSubscriptions(db, id)),
    invalidateMember: (id) => {
      tags.delete(id);
      subs.delete(id);
    },
  };
}
