import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const VARS = { brand: 'PlayMax', support: 's@p.test', name: 'Ada' };

describe('sign-in mails', () => {
  it('reads the same as before the texts moved to i18next (text and HTML, byte for byte)', () => {
    const mail = renderMail('forgot_email', 'en-us', {
      brand: 'Tom & Jerry',
      support: 'help@tj.test',
      name: 'Ada',
      highlight: 'ada@tj.test',
    });
    expect(mail).toEqual({
      subject: 'Your Tom & Jerry sign-in e-mail',
      text: 'Hello Ada,\n\nYou asked which e-mail address your Tom & Jerry account uses. It is:\n\nada@tj.test\n\nIf you did not ask for this, you can ignore this e-mail.\n\nQuestions? Write to help@tj.test.',
      html: '<!doctype html><html lang="en-US"><body style="font-family:system-ui,sans-serif;background:#111;color:#eee;padding:24px"><p>Hello Ada,</p><p>You asked which e-mail address your Tom &amp; Jerry account uses. It is:</p><p style="font-size:18px"><strong>ada@tj.test</strong></p><p>If you did not ask for this, you can ignore this e-mail.</p><p style="color:#aaa">Questions? Write to help@tj.test.</p></body></html>',
      lang: 'en-US',
    });
  });

  it('writes a ja-jp password reset in Japanese, the link clickable', () => {
    const mail = renderMail('reset_password', 'ja-jp', {
      ...VARS,
      highlight: 'https://p.test/reset-password/k',
    });
    expect(mail.subject).toBe('PlayMax のパスワードを再設定してください');
    expect(mail.text).toBe(
      'Ada 様\n\nPlayMax アカウントのパスワード再設定のリクエストを受け付けました。1 時間以内に次のリンクを開き、新しいパスワードを設定してください：\n\nhttps://p.test/reset-password/k\n\nお心当たりがない場合は、このメールを無視してください。パスワードは変更されません。\n\nご不明な点は s@p.test までお問い合わせください。',
    );
    expect(mail.html).toContain(
      '<p><a href="https://p.test/reset-password/k" style="color:#298CB5">https://p.test/reset-password/k</a></p>',
    );
  });

  it('escapes names in the HTML part once, and leaves subject and text as typed', () => {
    const mail = renderMail('forgot_email', 'fr-ca', {
      ...VARS,
      name: '<b>Zoé</b> & "co"',
      highlight: 'zoe@p.test',
    });
    expect(mail.text).toContain('Bonjour <b>Zoé</b> & "co",');
    expect(mail.html).toContain('&lt;b&gt;Zoé&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).not.toContain('<b>Zoé');
    expect(mail.html).not.toContain('&amp;amp;');
  });

  it('reads short and upper-case codes, and falls back to English for others', () => {
    const v = { ...VARS, highlight: 'a@p.test' };
    expect(renderMail('forgot_email', 'FR', v).subject).toBe('Votre courriel de connexion PlayMax');
    expect(renderMail('forgot_email', 'de-DE', v).subject).toBe(
      renderMail('forgot_email', 'de-de', v).subject,
    );
    expect(renderMail('forgot_email', 'xx-yy', v).subject).toBe('Your PlayMax sign-in e-mail');
  });
});
