import { translator } from '../../i18n';
import { layoutMail, mailVars, type MailBrand, type MailMember, type RenderedMail } from '../mail';

/**
 * The winner's mail (SPEC.md 4 "The winner is announced within 7 days"), in the member's language:
 * texts in i18n/locales/<code>/draw-mail.json, the look in mail/layout.ts. It links to the
 * giveaway, where the winner claims the prize, and to the draw's public record, both on `origin`
 * (the brand's public origin: mail/public-origin.ts).
 */
export function winnerMail(
  member: Pick<MailMember, 'name' | 'email' | 'lang'>,
  brand: MailBrand,
  draw: { sweepId: string; sweepName: string; prize: string; drawId: string },
  origin: string,
): RenderedMail {
  const t = translator(member.lang);
  const base = origin;
  const vars = {
    ...mailVars(member, brand),
    sweep: draw.sweepName,
    drawLink: `${base}/draws/${encodeURIComponent(draw.drawId)}`,
  };
  return layoutMail(member.lang, t('draw-mail.winner.subject', vars), [
    { kind: 'paragraph', text: t('draw-mail.winner.greeting', vars) },
    { kind: 'paragraph', text: t('draw-mail.winner.body', vars) },
    { kind: 'rows', rows: [[t('draw-mail.winner.prize'), draw.prize]] },
    { kind: 'paragraph', text: t('draw-mail.winner.claim', vars) },
    { kind: 'link', url: `${base}/giveaways/id/${encodeURIComponent(draw.sweepId)}` },
    { kind: 'note', text: t('draw-mail.winner.verify', vars) },
    { kind: 'note', text: t('draw-mail.winner.footer', vars) },
  ]);
}
