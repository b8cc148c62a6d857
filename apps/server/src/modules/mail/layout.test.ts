import { describe, expect, it } from 'vitest';
import { layoutMail } from './layout';

describe('mail layout', () => {
  it('puts every block in both parts, escaping only the HTML one', () => {
    const mail = layoutMail('en-us', 'Hi & bye', [
      { kind: 'paragraph', text: 'a < b' },
      { kind: 'rows', rows: [['Ref', 'X&Y']] },
      { kind: 'highlight', text: 'me@x.test' },
      { kind: 'note', text: 'small "print"' },
    ]);
    expect(mail.subject).toBe('Hi & bye');
    expect(mail.text).toBe('a < b\n\nRef: X&Y\n\nme@x.test\n\nsmall "print"');
    expect(mail.html).toContain('<p>a &lt; b</p>');
    expect(mail.html).toContain('<td><strong>X&amp;Y</strong></td>');
    expect(mail.html).toContain('<p style="font-size:18px"><strong>me@x.test</strong></p>');
    expect(mail.html).toContain('<p style="color:#aaa">small &quot;print&quot;</p>');
  });

  it('leaves no table for a receipt without rows', () => {
    expect(layoutMail('en-us', 's', [{ kind: 'rows', rows: [] }]).html).not.toContain('<table');
  });

  it.each([
    ['fr-ca', 'fr-CA'],
    ['ja-jp', 'ja-JP'],
    ['my-ms', 'ms-MY'], // Malay to us, never Burmese ('my')
    ['xx-yy', 'en-US'], // a language we do not write in: the mail is in English, and says so
  ])('tags the HTML of a mail to a member reading %s as lang=%s', (memberLang, tag) => {
    const mail = layoutMail(memberLang, 's', [{ kind: 'paragraph', text: 'p' }]);
    expect(mail.lang).toBe(tag);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${tag}">`));
  });
});
