import { describe, expect, expectTypeOf, it } from 'vitest';
import { FEEDBACK_PER_HOUR_MAX, FEEDBACK_TEXT_MAX, LANGUAGE_CODES } from '@member-area/domain';
import type { Infrastructure, Services } from '../services';
import type { savePlaybackPosition } from '../modules/playback/service';
import englishErrors from '../i18n/locales/en-us/errors.json';
import { errorMessage, failure, succeeded, type ErrorCode } from './response-result';

/** The errorCodes a method can answer with: the `errorCode` of its (awaited) result, if any. */
type CodesOfMethod<F> = F extends (...args: never[]) => infer R
  ? Awaited<R> extends infer A
    ? A extends { errorCode: infer C }
      ? NonNullable<C>
      : never
    : never
  : never;
type CodesOfService<S> = { [M in keyof S]: CodesOfMethod<S[M]> }[keyof S];
/** Services the modules build; the others (config, db, clock, log …) are infrastructure. */
type DomainServices = Omit<Services, keyof Infrastructure | 'tokens' | 'throttle'>;
/** Every errorCode a service a module builds (or one of playback's functions) can answer with. */
type ServiceErrorCode =
  | { [K in keyof DomainServices]: CodesOfService<DomainServices[K]> }[keyof DomainServices]
  | CodesOfMethod<typeof savePlaybackPosition>;

/**
 * Compile-time: a service answering a code without an entry in i18n/locales/en-us/errors.json fails
 * the typecheck here ("Type 'new_code' is not assignable to type ErrorCode").
 */
const everyServiceCodeHasAText = (code: ServiceErrorCode): ErrorCode => code;

describe('the error catalogue', () => {
  it('has a text for every errorCode a service can return (checked by tsc)', () => {
    expect(everyServiceCodeHasAText('card_declined')).toBe('card_declined');
    expectTypeOf<ServiceErrorCode>().not.toBeNever();
    expectTypeOf<'card_declined' | 'invalid_tag' | 'too_many_feedbacks'>().toExtend<ServiceErrorCode>();
    expectTypeOf<'invalid_tag' | 'media_unavailable' | 'too_many_feedbacks'>().toExtend<ErrorCode>();
  });

  it.each(LANGUAGE_CODES)('%s has a message for every code, placeholders filled', (lang) => {
    for (const code of Object.keys(englishErrors) as ErrorCode[]) {
      const message = errorMessage(lang, code);
      expect(message, `${lang} ${code}`).not.toBe(`errors.${code}`);
      expect(message, `${lang} ${code}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('keeps the SPEC.md section 8 texts word for word in English', () => {
    expect(errorMessage('en-us', 'card_declined')).toBe('Your payment failed.');
    expect(errorMessage('en-us', 'account_not_active')).toBe('This account is not yet active.');
    expect(errorMessage('en-us', 'no_active_subscription')).toBe('This account has no active subscription.');
    expect(errorMessage('en-us', 'no_payment_method')).toBe('No payment method linked, add one first.');
    expect(errorMessage('en-us', 'geo_restricted')).toBe(
      'This content is not available in your current location.',
    );
  });

  it('names the limits a text mentions', () => {
    expect(errorMessage('en-us', 'text_too_long')).toContain(String(FEEDBACK_TEXT_MAX));
    expect(errorMessage('ja-jp', 'too_many_feedbacks')).toContain(String(FEEDBACK_PER_HOUR_MAX));
  });
});

describe('failure and succeeded', () => {
  it('build the ResponseResult the web reads: errorCode, slug, message in the language, extra', () => {
    expect(failure('de-de', 'not_found', { id: 3 })).toEqual({
      succeeded: false,
      errorCode: 'not_found',
      slug: 'not_found',
      message: 'Dieser Eintrag existiert nicht.',
      extra: { id: 3 },
    });
    expect(failure('xx', 'not_found').message).toBe('This item does not exist.');
    expect(succeeded()).toEqual({ succeeded: true, errorCode: null, slug: null, message: null, extra: null });
    expect(succeeded({ charged: true }).extra).toEqual({ charged: true });
  });
});
