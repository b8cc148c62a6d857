import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PER_HOUR_MAX, FEEDBACK_TEXT_MAX } from '@member-area/domain';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp, countRows } from './harness';

interface FeedbackJson {
  id: string;
  mediaType: string;
  mediaId: string | null;
  mediaTitle: string | null;
  issueType: number;
  issueId: number;
  text: string | null;
  createdAt: string;
}
interface SendJson {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null };
  feedback: FeedbackJson | null;
}

const FIELDS = 'id mediaType mediaId mediaTitle issueType issueId text createdAt';
const SEND = `mutation($mediaType: String!, $mediaId: ID, $issueType: Int!, $issueId: Int!, $text: String) {
  member { sendFeedback(mediaType: $mediaType, mediaId: $mediaId, issueType: $issueType, issueId: $issueId, text: $text) {
    responseResult { succeeded errorCode message } feedback { ${FIELDS} } } } }`;
const LIST = `{ member { info { feedbacks { ${FIELDS} } } } }`;

describe.each(DIALECTS)('feedback (report a problem) on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 200 });
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test', inactive: 'inactive@playmax.test' },
  });
  let movie: { id: string; title: string };
  let ebook: { id: string; title: string };
  let software: { id: string; title: string };

  const titleOf = async (type: string) => {
    const r = await sql<{
      id: number;
      title: string;
    }>`SELECT id, title FROM media_items WHERE media_type = ${type} ORDER BY id LIMIT 1`.execute(
      t.db.handle.db,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no ${type} title`);
    return { id: String(row.id), title: row.title };
  };

  const send = async (token: string | undefined, variables: Record<string, unknown>) => {
    const res = await gql(t.app, HOSTS.playmax, SEND, { token, variables });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data as { member: { sendFeedback: SendJson } }).member.sendFeedback;
  };
  const list = async (token: string) => {
    const res = await gql(t.app, HOSTS.playmax, LIST, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data as { member: { info: { feedbacks: FeedbackJson[] } } }).member.info.feedbacks;
  };
  const rowCount = () => countRows(t.db.handle.db, 'feedbacks');

  beforeAll(async () => {
    movie = await titleOf('movie');
    ebook = await titleOf('ebook');
    software = await titleOf('software');
  });

  it('stores a report on the member’s feedbacks with the title, trimmed text and the time', async () => {
    const sent = await send(t.tokens.paid, {
      mediaType: 'movie',
      mediaId: movie.id,
      issueType: 1,
      issueId: 1,
      text: '  keeps buffering at 12:30  ',
    });
    expect(sent.responseResult).toEqual({ succeeded: true, errorCode: null, message: null });
    expect(sent.feedback).toMatchObject({
      mediaType: 'movie',
      mediaId: movie.id,
      mediaTitle: movie.title,
      issueType: 1,
      issueId: 1,
      text: 'keeps buffering at 12:30',
      createdAt: t.clock.now.toISOString(),
    });
    const mine = await list(t.tokens.paid);
    expect(mine[0]).toEqual(sent.feedback);
  });

  it('lists the member’s reports newest first', async () => {
    t.clock.advance(60);
    const later = await send(t.tokens.paid, {
      mediaType: 'ebook',
      mediaId: ebook.id,
      issueType: 3,
      issueId: 20,
    });
    const mine = await list(t.tokens.paid);
    expect(mine[0]?.id).toBe(later.feedback?.id);
    expect(mine.map((f) => f.createdAt)).toEqual([...mine.map((f) => f.createdAt)].sort().reverse());
  });

  it.each([
    ['no text', undefined],
    ['an empty text', ''],
    ['a text of spaces', '   \n '],
  ])('stores %s as null', async (_rule, text) => {
    const sent = await send(t.tokens.paid, { mediaType: 'movie', issueType: 5, issueId: 45, text });
    expect(sent.responseResult.succeeded).toBe(true);
    expect(sent.feedback?.text).toBeNull();
    expect(sent.feedback?.mediaId).toBeNull();
    expect(sent.feedback?.mediaTitle).toBeNull();
  });

  it('takes software reports against the game catalogue', async () => {
    const sent = await send(t.tokens.paid, {
      mediaType: 'software',
      mediaId: software.id,
      issueType: 1,
      issueId: 8,
    });
    expect(sent.responseResult.succeeded).toBe(true);
    expect(sent.feedback).toMatchObject({ mediaType: 'software', mediaTitle: software.title });
  });

  it('refuses visitors and stores nothing', async () => {
    const before = await rowCount();
    const sent = await send(undefined, { mediaType: 'movie', issueType: 1, issueId: 1 });
    expect(sent.responseResult).toEqual({
      succeeded: false,
      errorCode: 'unauthenticated',
      message: 'Please sign in first.',
    });
    expect(sent.feedback).toBeNull();
    expect(await rowCount()).toBe(before);
    const res = await gql(t.app, HOSTS.playmax, LIST);
    expect(res.body.data).toEqual({ member: { info: null } });
  });

  it.each([
    { rule: 'an issue of another type', mediaType: 'movie', issueType: 2, issueId: 1, code: 'invalid_issue' },
    {
      rule: 'an issue of another media type',
      mediaType: 'ebook',
      issueType: 1,
      issueId: 1,
      code: 'invalid_issue',
    },
    {
      rule: 'an e-reader issue on a film',
      mediaType: 'movie',
      issueType: 3,
      issueId: 20,
      code: 'invalid_issue',
    },
    { rule: 'issue 0', mediaType: 'movie', issueType: 5, issueId: 0, code: 'invalid_issue' },
    { rule: 'issue 46', mediaType: 'movie', issueType: 5, issueId: 46, code: 'invalid_issue' },
    { rule: 'type 6', mediaType: 'movie', issueType: 6, issueId: 45, code: 'invalid_issue' },
    {
      rule: 'an unknown media type',
      mediaType: 'vpn',
      issueType: 5,
      issueId: 45,
      code: 'invalid_media_type',
    },
  ])('refuses $rule ($code) and stores nothing', async ({ mediaType, issueType, issueId, code }) => {
    const before = await rowCount();
    const sent = await send(t.tokens.paid, { mediaType, issueType, issueId });
    expect(sent.responseResult).toMatchObject({ succeeded: false, errorCode: code });
    expect(sent.responseResult.message).toBeTruthy();
    expect(sent.feedback).toBeNull();
    expect(await rowCount()).toBe(before);
  });

  it('refuses a text over 1,000 characters, in the member’s language', async () => {
    const before = await rowCount();
    const sent = await send(t.tokens.fr, {
      mediaType: 'movie',
      issueType: 5,
      issueId: 45,
      text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1),
    });
    expect(sent.responseResult).toEqual({
      succeeded: false,
      errorCode: 'text_too_long',
      message: 'Votre description peut contenir au plus 1000 caractères.',
    });
    expect(await rowCount()).toBe(before);
    const exact = await send(t.tokens.fr, {
      mediaType: 'movie',
      issueType: 5,
      issueId: 45,
      text: 'é'.repeat(FEEDBACK_TEXT_MAX),
    });
    expect(exact.responseResult.succeeded).toBe(true);
  });

  it.each([
    ['an id no title has', '99999'],
    ['an id that is not a number', 'abc'],
    ['the id of a title of another media type', 'EBOOK'],
  ])('refuses %s (media_not_found)', async (_rule, raw) => {
    const mediaId = raw === 'EBOOK' ? ebook.id : raw;
    const sent = await send(t.tokens.paid, { mediaType: 'movie', mediaId, issueType: 5, issueId: 45 });
    expect(sent.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'media_not_found',
      message: 'This title could not be found.',
    });
  });

  it('never shows another member’s reports', async () => {
    const own = await send(t.tokens.inactive, {
      mediaType: 'movie',
      issueType: 5,
      issueId: 40,
      text: 'inactive’s own',
    });
    const paidIds = (await list(t.tokens.paid)).map((f) => f.id);
    expect(paidIds.length).toBeGreaterThan(0);
    expect(paidIds).not.toContain(own.feedback?.id);
    expect((await list(t.tokens.inactive)).map((f) => f.id)).toEqual([own.feedback?.id]);
  });

  it(`allows ${FEEDBACK_PER_HOUR_MAX} reports an hour, then refuses until the hour has passed`, async () => {
    const member = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const report = { mediaType: 'music', issueType: 4, issueId: 31 };
    for (let i = 0; i < FEEDBACK_PER_HOUR_MAX; i++) {
      expect((await send(member, report)).responseResult.succeeded, `report ${i + 1}`).toBe(true);
      t.clock.advance(60);
    }
    const refused = await send(member, report);
    expect(refused.responseResult).toMatchObject({ succeeded: false, errorCode: 'too_many_feedbacks' });
    expect(refused.responseResult.message).toContain('20');
    expect(await list(member)).toHaveLength(FEEDBACK_PER_HOUR_MAX);
    t.clock.advance(60 * 60 - 20 * 60 + 61); // the first report is now more than an hour old
    expect((await send(member, report)).responseResult.succeeded).toBe(true);
  });

  it('deletes a member’s reports with the member (demo deactivation, purge)', async () => {
    const member = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    expect(
      (await send(member, { mediaType: 'game', issueType: 4, issueId: 37 })).responseResult.succeeded,
    ).toBe(true);
    const row = await t.db.handle.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'veteran@playmax.test')
      .executeTakeFirstOrThrow();
    await t.db.handle.db.deleteFrom('members').where('id', '=', row.id).execute();
    const left = await t.db.handle.db
      .selectFrom('feedbacks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', row.id)
      .executeTakeFirst();
    expect(Number(left?.n)).toBe(0);
  });
});
