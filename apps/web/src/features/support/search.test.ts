import { describe, expect, it } from 'vitest';
import { foldForSearch, matchFaq } from './search';

const ENTRIES = [
  { id: 'cancel', question: 'Comment résilier mon abonnement?', answer: 'Ouvrez Compte, puis Abonnement.' },
  { id: 'pay', question: 'Comment modifier mon mode de paiement?', answer: 'Ouvrez Compte.' },
  { id: 'ja', question: '言語を変更するには？', answer: '「プロフィール」を開きます。' },
  { id: 'de', question: 'Wie ändere ich die Sprache?', answer: 'Öffnen Sie Konto.' },
];

describe('faq search', () => {
  it.each([
    ['', ['cancel', 'pay', 'ja', 'de']],
    ['   ', ['cancel', 'pay', 'ja', 'de']],
    ['resilier', ['cancel']],
    ['RÉSILIER', ['cancel']],
    ['compte paiement', ['pay']],
    ['paiement résilier', []],
    ['abonnement?', ['cancel']],
    ['言語', ['ja']],
    ['ﾌﾟﾛﾌｨｰﾙ', ['ja']], // half-width katakana folds to full-width
    ['andere', ['de']],
    ['oeffnen', []],
    ['zzz', []],
  ])('%j finds %j', (query, ids) => {
    expect(matchFaq(ENTRIES, query, 'fr-ca').map((e) => e.id)).toEqual(ids);
  });

  it('keeps Japanese voiced marks: が is not か', () => {
    expect(foldForSearch('が', 'ja-jp')).toBe('が');
    expect(foldForSearch('É', 'fr-ca')).toBe('e');
  });
});
