import { describe, expect, it } from 'vitest';
import { DRAW_MIN_UNIQUE_ENTRIES } from '@member-area/domain';
import type { Config } from '../src/config';
import { afterClose, enter, inPeriod, insertMembers, insertSweep } from './giveaways/draw-fixtures';
import { DIALECTS, postJson, useTestApp } from './harness';

interface OutboxMail {
  subject: string;
  text_body: string;
  html_body: string;
}

/** Every link a mail holds: the HTML part's hrefs and the URLs of its text part. */
function linksOf(mail: OutboxMail): string[] {
  const hrefs = [...mail.html_body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  const urls = mail.text_body.match(/[a-z][a-z0-9+.-]*:\/\/\S+/gi) ?? [];
  return [...hrefs, ...urls];
}

const CASES: Array<[string, Partial<Config>, string]> = [
  [
    'PUBLIC_ORIGIN https://members.{host}',
    { publicOrigin: 'https://members.{host}' },
    'https://members.playmax.localhost',
  ],
  // What the instance serves: http, the brand's primary hostname, the port it listens on.
  ['no PUBLIC_ORIGIN, on port 4567', { port: 4567 }, 'http://playmax.localhost:4567'],
];

describe.each(DIALECTS)('links in mails on %s', (dialect) => {
  describe.each(CASES)('with %s', (_name, config, origin) => {
    let members: number[] = [];
    const t = useTestApp(dialect, {
      prepare: async (db) => {
        members = await insertMembers(db.handle.db, DRAW_MIN_UNIQUE_ENTRIES, 'links');
        await insertSweep(db.handle.db, 'L1', '2026-03');
        await enter(db.handle.db, 'L1', members, inPeriod('2026-03'));
      },
      app: () => ({ config }),
    });
    const mailsTo = async (email: string) =>
      (await t.db.handle.db
        .selectFrom('outbox_mails')
        .selectAll()
        .where('to_address', '=', email)
        .orderBy('id')
        .execute()) as OutboxMail[];
    const expectAllOn = (mail: OutboxMail | undefined) => {
      expect(mail).toBeDefined();
      const links = linksOf(mail!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link.startsWith(`${origin}/`), `${link} in "${mail!.subject}"`).toBe(true);
    };

    it('puts the brand’s public origin in the reset mail, whatever host and port the request came on', async () => {
      const res = await postJson(t.app, 'localhost:9999', '/api/auth/forgot-password', {
        email: 'fr@playmax.test',
      });
      expect(res.statusCode).toBe(202);
      await t.app.services.background.idle();
      const [mail] = await mailsTo('fr@playmax.test');
      expectAllOn(mail);
      expect(linksOf(mail!)[0]).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/reset-password/`));
      // In the member's language, and saying so (issue 29 item 8).
      expect(mail!.html_body).toContain('<html lang="fr-CA">');
    });

    it('puts the brand’s public origin in the winner mail the draw job sends', async () => {
      t.clock.now = new Date('2026-02-20T12:00:00.000Z');
      await t.app.services.draws.ensureCommitments();
      t.clock.now = afterClose('2026-03');
      const drawn = await t.app.services.draws.closeAndDraw('L1', '2026-03');
      expect(drawn).toMatchObject({ ok: true, outcome: 'drawn' });
      const announced = await t.app.services.draws.announce('drw_L1_202603');
      expect(announced.ok).toBe(true);
      const winner = await t.db.handle.db
        .selectFrom('draws as d')
        .innerJoin('members as m', 'm.id', 'd.winner_member_id')
        .select('m.email')
        .where('d.id', '=', 'drw_L1_202603')
        .executeTakeFirstOrThrow();
      const [mail] = await mailsTo(winner.email);
      expectAllOn(mail);
      expect(linksOf(mail!)).toContain(`${origin}/giveaways/id/L1`);
    });
  });
});
