/**
 * Messages of the playback errorCodes in the member's language. The catalogue's codes (not_in_plan,
 * geo_restricted, media_not_found, invalid_progress …) keep the catalogue's wording, so a refusal
 * reads the same on the details page and in the player.
 */
import { catalogueMessage } from '../catalogue/messages';

type Lang = 'en' | 'fr' | 'de' | 'it' | 'pt' | 'es' | 'ja' | 'my';

const M: Record<string, Record<Lang, string>> = {
  media_unavailable: {
    en: 'This title cannot be played right now. Please try again later.',
    fr: 'Ce titre ne peut pas être lu pour le moment. Veuillez réessayer plus tard.',
    de: 'Dieser Titel kann gerade nicht abgespielt werden. Bitte versuche es später noch einmal.',
    it: 'Al momento questo titolo non può essere riprodotto. Riprova più tardi.',
    pt: 'Este título não pode ser reproduzido neste momento. Tente novamente mais tarde.',
    es: 'Este título no se puede reproducir en este momento. Inténtalo de nuevo más tarde.',
    ja: 'このタイトルは現在再生できません。しばらくしてからもう一度お試しください。',
    my: 'Tajuk ini tidak dapat dimainkan sekarang. Sila cuba lagi kemudian.',
  },
};

export const PLAYBACK_ERROR_CODES = Object.keys(M);

function short(lang: string): Lang {
  const s = lang.slice(0, 2).toLowerCase();
  return (['en', 'fr', 'de', 'it', 'pt', 'es', 'ja', 'my'] as const).find((l) => l === s) ?? 'en';
}

/** The message of an errorCode in `lang` (a locale code such as fr-ca). */
export function playbackMessage(code: string, lang: string): string {
  return M[code]?.[short(lang)] ?? catalogueMessage(code, lang);
}
