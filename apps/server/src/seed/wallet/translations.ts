/**
 * The seeded wallet lines in the seven other interface languages (data_translations entity
 * 'wallet_line', keyed by the English line as it is stored): the demo ledgers are written in
 * English, and a member reading another language sees each line in theirs. A line the server writes
 * itself is worded in the member's language when it is written (modules/wallet/mails.ts) and has no
 * row. Lines worded by mails.ts are translated here by the same functions, so they read alike.
 */
import type { DataTranslationsTable } from '../../db/schema';
import { packLine, planBonusLine } from '../../modules/wallet/mails';
import { PLAN_NAMES } from '../translations/plans';
import {
  TRANSLATED_LANGUAGES,
  row,
  translationRowsOf,
  type TranslatedTexts,
} from '../translations/languages';
import { HISTORIES } from './histories';

/** Lines the seed words itself (seed/account and histories.ts), by their English text. */
const FIXED_LINES: ReadonlyMap<string, TranslatedTexts> = new Map([
  row(
    'Welcome bonus',
    'Prime de bienvenue',
    'Willkommensbonus',
    'Bonus di benvenuto',
    'Bónus de boas-vindas',
    'Bono de bienvenida',
    'ウェルカムボーナス',
    'Bonus alu-aluan',
  ),
  row(
    'Monthly membership coins',
    'Pièces mensuelles d’abonnement',
    'Monatliche Mitgliedsmünzen',
    'Monete mensili dell’abbonamento',
    'Moedas mensais da assinatura',
    'Monedas mensuales de la suscripción',
    '毎月の会員コイン',
    'Syiling keahlian bulanan',
  ),
  row(
    'Giveaway entries',
    'Participations au concours',
    'Gewinnspiel-Teilnahmen',
    'Partecipazioni al concorso',
    'Participações no sorteio',
    'Participaciones en el sorteo',
    'プレゼント応募',
    'Penyertaan peraduan',
  ),
  row(
    'Coin pack: 1,000 coins',
    'Paquet de pièces : 1 000 pièces',
    'Münzpaket: 1.000 Münzen',
    'Pacchetto di monete: 1.000 monete',
    'Pacote de moedas: 1000 moedas',
    'Paquete de monedas: 1000 monedas',
    'コインパック：1,000コイン',
    'Pek syiling: 1,000 syiling',
  ),
  row(
    'Marketplace order',
    'Commande à la boutique',
    'Shop-Bestellung',
    'Ordine nel negozio',
    'Encomenda na loja',
    'Pedido en la tienda',
    'マーケットプレイスでのご注文',
    'Pesanan pasar',
  ),
  row(
    'Goodwill coins for a streaming outage',
    'Pièces offertes pour une panne de diffusion',
    'Kulanzmünzen für einen Streaming-Ausfall',
    'Monete in omaggio per un’interruzione dello streaming',
    'Moedas de compensação por uma falha de streaming',
    'Monedas de cortesía por una caída del streaming',
    '配信障害のおわびコイン',
    'Syiling ihsan atas gangguan penstriman',
  ),
  row(
    'Thank-you coins from the giveaway team',
    'Pièces de remerciement de l’équipe des concours',
    'Dankeschön-Münzen vom Gewinnspielteam',
    'Monete di ringraziamento dal team dei concorsi',
    'Moedas de agradecimento da equipa dos sorteios',
    'Monedas de agradecimiento del equipo de sorteos',
    'プレゼントチームからのお礼コイン',
    'Syiling penghargaan daripada pasukan peraduan',
  ),
  row(
    'Welcome credits',
    'Crédits de bienvenue',
    'Willkommensguthaben',
    'Crediti di benvenuto',
    'Créditos de boas-vindas',
    'Créditos de bienvenida',
    'ウェルカムクレジット',
    'Kredit alu-aluan',
  ),
  row(
    'Daily play reward',
    'Récompense de jeu quotidienne',
    'Tägliche Spielbelohnung',
    'Premio di gioco giornaliero',
    'Recompensa diária de jogo',
    'Recompensa diaria de juego',
    'デイリープレイ報酬',
    'Ganjaran main harian',
  ),
  row(
    'Level 3 completed',
    'Niveau 3 terminé',
    'Level 3 abgeschlossen',
    'Livello 3 completato',
    'Nível 3 concluído',
    'Nivel 3 completado',
    'レベル3クリア',
    'Tahap 3 selesai',
  ),
]);

const en = { lang: 'en-us', unit: 'coins' } as const;
/** Packs and plan bonuses the seed words through mails.ts (histories.ts). */
const PACKS = [
  { coins: 1_000, bonusCoins: 0 },
  { coins: 2_500, bonusCoins: 400 },
];
const BONUS_PLANS = ['Champion Gold'];

function wordedLines(): Array<[string, TranslatedTexts]> {
  const each = (word: (lang: string) => string) =>
    Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, word(lang)])) as TranslatedTexts;
  return [
    ...PACKS.map((pack): [string, TranslatedTexts] => [
      packLine(en, pack),
      each((lang) => packLine({ lang, unit: 'coins' }, pack)),
    ]),
    ...BONUS_PLANS.map((plan): [string, TranslatedTexts] => [
      planBonusLine('en-us', plan),
      each((lang) => planBonusLine(lang, PLAN_NAMES.get(plan)?.[lang as keyof TranslatedTexts] ?? plan)),
    ]),
  ];
}

function walletLineTexts(): Map<string, TranslatedTexts> {
  return new Map([...FIXED_LINES, ...wordedLines()]);
}

/** Seeded wallet lines without a translation (the seed refuses to run with any). */
export function walletTranslationGaps(): string[] {
  const texts = walletLineTexts();
  return HISTORIES.flatMap((h) => h.lines.map((l) => l.description))
    .filter((line) => !texts.has(line))
    .map((line) => `wallet line "${line}"`);
}

export function walletTranslationRows(): DataTranslationsTable[] {
  return [...walletLineTexts()].flatMap(([english, texts]) =>
    translationRowsOf('wallet_line', english, 'description', texts),
  );
}
