import type { LanguageCode } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { findPlanName, listPublicPlans } from './repo';

/** The brand's plans as members see them, in the request's language. */
export class PlanService {
  constructor(private readonly db: Db) {}

  publicPlans(brandId: string, lang: LanguageCode) {
    return listPublicPlans(this.db, brandId, lang);
  }

  /** A plan's name in `lang` (its stored name when untranslated); null for an unknown plan. */
  planName(planId: number, lang: LanguageCode): Promise<string | null> {
    return findPlanName(this.db, planId, lang);
  }
}
