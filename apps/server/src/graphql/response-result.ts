/**
 * The one way a resolver answers a mutation's ResponseResult. An expected failure is data: its
 * errorCode (the contract the web reads), the same code as slug, and the message of that code in
 * the caller's language from the server's error catalogue (i18n/locales/<code>/errors.json).
 */
import {
  ADD_CREDITS_DAILY_MAX,
  ADD_CREDITS_DESCRIPTION_MAX,
  ADD_CREDITS_MAX_PER_CALL,
  FEEDBACK_PER_HOUR_MAX,
  FEEDBACK_TEXT_MAX,
} from '@member-area/domain';
import { translator, type ErrorCode } from '../i18n';
import type { ResponseResult } from './generated/resolvers-types';

export type { ErrorCode } from '../i18n';

/** The limits an error text may name, as {{placeholders}} (filled the same in every language). */
const TEXT_VARS: Record<string, string> = {
  feedbackTextMax: String(FEEDBACK_TEXT_MAX),
  feedbackPerHourMax: String(FEEDBACK_PER_HOUR_MAX),
  addCreditsMaxPerCall: String(ADD_CREDITS_MAX_PER_CALL),
  addCreditsDescriptionMax: String(ADD_CREDITS_DESCRIPTION_MAX),
  addCreditsDailyMax: String(ADD_CREDITS_DAILY_MAX),
};

/** The message of an errorCode in `lang` (a locale code such as fr-ca; English when unknown). */
export function errorMessage(lang: string | null | undefined, errorCode: ErrorCode): string {
  return translator(lang)(`errors.${errorCode}`, TEXT_VARS);
}

export function succeeded(extra: unknown = null): ResponseResult {
  return { succeeded: true, errorCode: null, slug: null, message: null, extra };
}

/** An expected failure, as data; `extra` carries details the web may use (fields, limits). */
export function failure(
  lang: string | null | undefined,
  errorCode: ErrorCode,
  extra: unknown = null,
): ResponseResult {
  return { succeeded: false, errorCode, slug: errorCode, message: errorMessage(lang, errorCode), extra };
}
