import type { LanguageCode } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { listFaq, type FaqEntry } from './repo';

/** Support's reads: the brand's help texts in the request's language. */
export class SupportService {
  constructor(private readonly db: Db) {}

  faq(brandId: string, lang: LanguageCode): Promise<FaqEntry[]> {
    return listFaq(this.db, brandId, lang);
  }
}
