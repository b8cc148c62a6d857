import { describe, expect, it } from 'vitest';
import { cancellationMail, emailChangedMail, emailChangeMail } from './texts';

const BRAND = { name: 'PlayMax', supportEmail: 's@p.test' };
const member = (lang: string) => ({ name: 'Ada', email: 'ada@p.test', lang, timezone: 'Asia/Tokyo' });
const RECEIPT = {
  referenceNumber: 'CXL-1',
  cancelDate: '2026-08-26T12:00:00.000Z',
  accessUntil: '2026-09-20T23:00:00.000Z',
  planName: '映画マンスリー',
  purgeDate: '2027-06-26T12:00:00.000Z',
};

describe('account mails', () => {
  it('write a ja-jp cancellation receipt in Japanese: plan, reference, dates in the member time zone', () => {
    const mail = cancellationMail(member('ja-jp'), BRAND, RECEIPT);
    expect(mail.subject).toBe('PlayMax のメンバーシップを解約しました');
    expect(mail.text).toBe(
      [
        'Ada 様',
        'サブスクリプションの解約が完了しました。領収内容は次のとおりです。',
        'プラン: 映画マンスリー',
        '参照番号: CXL-1',
        '解約日: 2026年8月26日',
        // 23:00 UTC is the next morning in Tokyo.
        'ご利用可能期限: 2026年9月21日',
        '設定とアカウント情報は 10 か月間保管されます。アカウントからいつでもメンバーシップを再開できます。',
        'ご不明な点は s@p.test までお問い合わせください。',
      ].join('\n\n'),
    );
    expect(mail.html).toContain(
      '<tr><td style="padding:4px 16px 4px 0;color:#aaa">プラン</td><td><strong>映画マンスリー</strong></td></tr>',
    );
  });

  it('escape a brand name once in the HTML part', () => {
    const mail = emailChangeMail(
      member('en-us'),
      { ...BRAND, name: 'Tom & Jerry' },
      'https://p.test/c?key=a&b=1',
    );
    expect(mail.subject).toBe('Confirm your new Tom & Jerry e-mail');
    expect(mail.text).toContain('https://p.test/c?key=a&b=1');
    expect(mail.html).toContain('your Tom &amp; Jerry account:</p>');
    expect(mail.html).toContain('<a href="https://p.test/c?key=a&amp;b=1"');
  });

  it('tell the old address which new one the account now uses, in the member language', () => {
    const mail = emailChangedMail(member('de-de'), BRAND, 'new@p.test');
    expect(mail.text.split('\n\n')).toContain('new@p.test');
    expect(mail.subject).not.toBe(emailChangedMail(member('en-us'), BRAND, 'new@p.test').subject);
  });
});
