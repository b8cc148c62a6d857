import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { messageOf, type OutgoingMail } from './mailer';

const MAIL: OutgoingMail = {
  brandId: 'playmax',
  to: 'fr@playmax.test',
  from: '"PlayMax" <support@playmax.test>',
  subject: 'Réinitialisez votre mot de passe',
  text: 'Bonjour',
  html: '<!doctype html><html lang="fr-CA"><body><p>Bonjour</p></body></html>',
  lang: 'fr-CA',
  template: 'reset_password',
  memberId: 7,
};

describe('SMTP message', () => {
  it('says the language of the mail in a Content-Language header (RFC 3282)', async () => {
    // nodemailer's stream transport writes the message exactly as SMTP would send it.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail(messageOf(MAIL));
    const raw = (info.message as Buffer).toString('utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    expect(headers).toMatch(/^Content-Language: fr-CA$/m);
    expect(raw).toContain('<html lang="fr-CA">');
  });
});
