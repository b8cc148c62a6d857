/**
 * Messages of sendFeedback's errorCodes in the member's language. Codes the catalogue already
 * translates (unauthenticated, invalid_media_type, media_not_found) come from its table, so one
 * refusal reads the same wherever it happens.
 */
import { FEEDBACK_PER_HOUR_MAX, FEEDBACK_TEXT_MAX } from '@member-area/domain';
import { catalogueMessage } from '../catalogue/messages';

type Lang = 'en' | 'fr' | 'de' | 'it' | 'pt' | 'es' | 'ja' | 'my';

const M: Record<'invalid_issue' | 'text_too_long' | 'too_many_feedbacks', Record<Lang, string>> = {
  invalid_issue: {
    en: 'Choose one of the problems listed for this title.',
    fr: 'Choisissez l’un des problèmes proposés pour ce titre.',
    de: 'Wähle eines der für diesen Titel aufgeführten Probleme.',
    it: 'Scegli uno dei problemi elencati per questo titolo.',
    pt: 'Escolha um dos problemas indicados para este título.',
    es: 'Elige uno de los problemas de la lista para este título.',
    ja: 'このタイトルに表示されている問題から選んでください。',
    my: 'Pilih salah satu masalah yang disenaraikan untuk tajuk ini.',
  },
  text_too_long: {
    en: `Your description can have at most ${FEEDBACK_TEXT_MAX} characters.`,
    fr: `Votre description peut contenir au plus ${FEEDBACK_TEXT_MAX} caractères.`,
    de: `Deine Beschreibung darf höchstens ${FEEDBACK_TEXT_MAX} Zeichen haben.`,
    it: `La descrizione può avere al massimo ${FEEDBACK_TEXT_MAX} caratteri.`,
    pt: `A descrição pode ter no máximo ${FEEDBACK_TEXT_MAX} caracteres.`,
    es: `La descripción puede tener como máximo ${FEEDBACK_TEXT_MAX} caracteres.`,
    ja: `説明は${FEEDBACK_TEXT_MAX}文字以内にしてください。`,
    my: `Penerangan anda boleh mempunyai paling banyak ${FEEDBACK_TEXT_MAX} aksara.`,
  },
  too_many_feedbacks: {
    en: `You sent ${FEEDBACK_PER_HOUR_MAX} reports in the last hour. Please try again later.`,
    fr: `Vous avez envoyé ${FEEDBACK_PER_HOUR_MAX} signalements au cours de la dernière heure. Réessayez plus tard.`,
    de: `Du hast in der letzten Stunde ${FEEDBACK_PER_HOUR_MAX} Meldungen gesendet. Bitte versuche es später noch einmal.`,
    it: `Hai inviato ${FEEDBACK_PER_HOUR_MAX} segnalazioni nell’ultima ora. Riprova più tardi.`,
    pt: `Enviou ${FEEDBACK_PER_HOUR_MAX} relatórios na última hora. Tente novamente mais tarde.`,
    es: `Has enviado ${FEEDBACK_PER_HOUR_MAX} informes en la última hora. Inténtalo de nuevo más tarde.`,
    ja: `過去1時間に${FEEDBACK_PER_HOUR_MAX}件の報告が送信されました。しばらくしてからもう一度お試しください。`,
    my: `Anda telah menghantar ${FEEDBACK_PER_HOUR_MAX} laporan dalam sejam yang lalu. Sila cuba lagi nanti.`,
  },
};

function short(lang: string): Lang {
  const s = lang.slice(0, 2).toLowerCase();
  return (['en', 'fr', 'de', 'it', 'pt', 'es', 'ja', 'my'] as const).find((l) => l === s) ?? 'en';
}

export function feedbackMessage(code: string, lang: string): string {
  const own = (M as Record<string, Record<Lang, string> | undefined>)[code];
  return own ? own[short(lang)] : catalogueMessage(code, lang);
}
