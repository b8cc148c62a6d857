import { DEFAULT_LANGUAGE } from '@member-area/domain';

/**
 * The plan's name in the staff member's language, else English (the stored name every plan has),
 * else whichever language it is written in.
 */
export function planNameIn(texts: readonly { lang: string; name: string }[], lang: string): string {
  const named = texts.filter((text) => text.name !== '');
  return (
    named.find((text) => text.lang === lang)?.name ??
    named.find((text) => text.lang === DEFAULT_LANGUAGE)?.name ??
    named[0]?.name ??
    ''
  );
}
