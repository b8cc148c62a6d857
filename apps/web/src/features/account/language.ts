import type { LanguageCode } from '@member-area/domain';
import { gqlRequest } from '../../app/graphql';
import { setLanguageMutation } from './api';

/**
 * Keeps a signed-in member's language choice on the server too, so member.lang wins again over a
 * choice stored on another device. Quiet: the interface has already switched, a failure only logs.
 */
export async function persistMemberLanguage(code: LanguageCode): Promise<void> {
  try {
    const result = (await gqlRequest(setLanguageMutation, { lang: code })).member.setLanguage.responseResult;
    if (!result.succeeded) console.warn('[account] language not saved', result.errorCode);
  } catch (error) {
    console.warn('[account] language not saved', error);
  }
}
