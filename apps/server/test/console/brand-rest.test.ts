/**
 * The rest of a brand on the console (issue 33 scope 4) on both databases: feedback reports (list,
 * filters, counts, status) and VPN servers and certificates: every role allowed or refused, another
 * brand refused, the audit row of each change, what members then see, and the operator commands.
 */
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { faqTranslationRows, seedFaq } from '../../src/seed/support';
import { replaceDataTranslations } from '../../src/seed/write';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';
import { fund, insertImpacts, type ImpactFixtures } from '../impacts/helpers';
import { ledgerForFixtureCoins, openingBalance } from '../wallet/helpers';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn, type StaffName } from './staff-harness';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

const RESULT = 'responseResult { succeeded errorCode message extra }';
const REPORTS = `query($b: ID!, $f: FeedbackReportFilter, $after: String, $first: Int) {
  feedbackReports(brandId: $b, filter: $f, after: $after, first: $first) {
    entries { id brandId memberEmail mediaType mediaTitle issueType issueId text status statusChangedAt }
    nextCursor } }`;
const COUNTS = `query($b: ID!, $f: FeedbackReportFilter) { feedbackCounts(brandId: $b, filter: $f) {
  total byStatus { key count } byMediaType { key count } byIssue { key count } } }`;
const SET_STATUS = `mutation($id: ID!, $s: String!) { setFeedbackStatus(id: $id, status: $s) {
  ${RESULT} report { id status statusChangedAt } } }`;
const SERVERS = `query($b: ID!) { vpnServers(brandId: $b) {
  id brandId shared countryCode city hostname port protocol load enabled liveCertificates } }`;
const CREATE_SERVER = `mutation($b: ID!, $id: ID!, $input: VpnServerInput!, $shared: Boolean) {
  createVpnServer(brandId: $b, id: $id, input: $input, shared: $shared) {
    ${RESULT} server { id brandId shared enabled city load } } }`;
const UPDATE_SERVER = `mutation($id: ID!, $input: VpnServerInput!) { updateVpnServer(id: $id, input: $input) {
  ${RESULT} server { id city load } } }`;
const SET_ENABLED = `mutation($id: ID!, $on: Boolean!) { setVpnServerEnabled(id: $id, enabled: $on) {
  ${RESULT} server { id enabled } } }`;
const CERTIFICATES = `query($b: ID!, $s: String) { vpnCertificates(brandId: $b, search: $s) {
  serial memberId memberEmail serverId } }`;
const REVOKE = `mutation($m: ID!) { revokeVpnCertificate(memberId: $m) { ${RESULT} serial } }`;

const ISSUE = `mutation($serverId: ID) { member { issueVpnConfig(serverId: $serverId) {
  responseResult { succeeded errorCode } config { serial serverId } } } }`;
const OVERVIEW = `{ member { info { vpn { servers { id } certificate { serial } } } } }`;

const ARTICLE = 'brandId slug position hidden texts { lang question answer }';
const ARTICLES = `query($b: ID!) { helpArticles(brandId: $b) { ${ARTICLE} } }`;
const CREATE_ARTICLE = `mutation($b: ID!, $s: ID!, $texts: [HelpArticleTextInput!]!) {
  createHelpArticle(brandId: $b, slug: $s, texts: $texts) { ${RESULT} article { ${ARTICLE} } } }`;
const UPDATE_ARTICLE = `mutation($b: ID!, $s: ID!, $texts: [HelpArticleTextInput!]!) {
  updateHelpArticle(brandId: $b, slug: $s, texts: $texts) { ${RESULT} article { ${ARTICLE} } } }`;
const HIDE_ARTICLE = `mutation($b: ID!, $s: ID!, $h: Boolean!) {
  setHelpArticleHidden(brandId: $b, slug: $s, hidden: $h) { ${RESULT} article { slug hidden } } }`;
const ORDER_ARTICLES = `mutation($b: ID!, $slugs: [ID!]!) {
  orderHelpArticles(brandId: $b, slugs: $slugs) { ${RESULT} articles { slug position } } }`;
const MEMBER_FAQ = `{ content { faq { id question answer } } }`;
const PLAYMAX_FAQ = [
  'playback-problem',
  'giveaways',
  'cancel-membership',
  'update-payment-method',
  'change-language',
];

const IMPACT = `id brandId categoryId categorySlug slug texts { lang name description unit } pricePerUnit
  targetQuantity memberTarget fundedQuantity active`;
const IMPACTS = `query($b: ID!) { impactItems(brandId: $b) { ${IMPACT} } impactCategories(brandId: $b) { id slug } }`;
const CREATE_IMPACT = `mutation($b: ID!, $s: String!, $input: ImpactItemInput!) {
  createImpactItem(brandId: $b, slug: $s, input: $input) { ${RESULT} item { ${IMPACT} } } }`;
const UPDATE_IMPACT = `mutation($id: ID!, $input: ImpactItemInput!) {
  updateImpactItem(id: $id, input: $input) { ${RESULT} item { ${IMPACT} } } }`;
const SET_IMPACT_ACTIVE = `mutation($id: ID!, $on: Boolean!) {
  setImpactItemActive(id: $id, active: $on) { ${RESULT} item { id active } } }`;
const MEMBER_IMPACTS = `{ impacts { listCategories { slug items { id name unit langs price_per_unit } } } }`;

const SERVER_INPUT = {
  countryCode: 'NL',
  city: 'Amsterdam',
  hostname: 'nl-ams-9.edge.member-vpn.net',
  port: 1194,
  protocol: 'udp',
  load: 12,
};

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  extra: { field?: string; problems?: { field: string; code: string }[] } | null;
}

const ROLES = Object.keys(TEST_STAFF) as StaffName[];

describe.each(DIALECTS)('the rest of a brand on the console on %s', (dialect) => {
  const reportIds: Record<string, number> = {};
  let impacts: ImpactFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      await seedTestStaff(d);
      await replaceDataTranslations(d, faqTranslationRows());
      await seedFaq(d, () => {});
      await d.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'ma6_vpn' }).execute();
      const report = async (
        key: string,
        brandId: string,
        memberId: number,
        mediaType: string,
        issueId: number,
      ) => {
        const row = await d
          .insertInto('feedbacks')
          .values({
            brand_id: brandId,
            member_id: memberId,
            media_type: mediaType,
            media_id: null,
            media_title: null,
            issue_type: 1,
            issue_id: issueId,
            text: `${key} text`,
            created_at: `2026-02-0${Object.keys(reportIds).length + 1}T10:00:00.000Z`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        reportIds[key] = Number(row.id);
      };
      impacts = await insertImpacts(d);
      await ledgerForFixtureCoins(d, ids);
      await openingBalance(d, ids.veteran, 1000);
      await report('movie1', 'playmax', ids.paid, 'movie', 1);
      await report('movie2', 'playmax', ids.fr, 'movie', 1);
      await report('music', 'playmax', ids.paid, 'music', 2);
      await report('coins', 'clickcoins', ids.coinsSameCard, 'game', 1);
    },
    logins: { paid: 'paid@playmax.test', veteran: 'veteran@playmax.test' },
  });
  const db = () => t.db.handle.db;

  const tokens: Partial<Record<StaffName, string>> = {};
  async function as(who: StaffName) {
    tokens[who] ??= await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    const token = tokens[who];
    return async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => {
      const r = await consoleGql(t.app, token, query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data as T;
    };
  }

  async function auditRows(target: string) {
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      action: r.action,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
      ip: r.ip,
    }));
  }

  function opsContext(lines: string[]): OpsContext {
    return { db: db(), clock: () => t.clock.now, out: (l: string) => lines.push(l) } as unknown as OpsContext;
  }

  describe('feedback reports', () => {
    it('lists the brand’s reports, newest first, to members.read on the brand only', async () => {
      const allowed = { owner: true, brandAdmin: true, editor: false, support: true, fulfilment: false };
      for (const role of ROLES) {
        const q = await as(role);
        const page = (await q<{ feedbackReports: { entries: { id: string }[] } }>(REPORTS, { b: 'playmax' }))
          .feedbackReports;
        expect(page.entries.length > 0, role).toBe(allowed[role]);
        const counts = (await q<{ feedbackCounts: unknown }>(COUNTS, { b: 'playmax' })).feedbackCounts;
        expect(counts !== null, role).toBe(allowed[role]);
      }
      const admin = await as('brandAdmin');
      // Another brand: refused as nothing.
      expect(
        (await admin<{ feedbackReports: { entries: unknown[] } }>(REPORTS, { b: 'clickcoins' }))
          .feedbackReports.entries,
      ).toEqual([]);
      const support = await as('support');
      const page = (
        await support<{
          feedbackReports: { entries: { id: string; memberEmail: string; status: string }[] };
        }>(REPORTS, { b: 'playmax' })
      ).feedbackReports;
      expect(page.entries.map((e) => Number(e.id))).toEqual([
        reportIds.music,
        reportIds.movie2,
        reportIds.movie1,
      ]);
      expect(page.entries[0]).toMatchObject({ memberEmail: 'paid@playmax.test', status: 'new' });
      const coins = (
        await support<{ feedbackReports: { entries: { id: string }[] } }>(REPORTS, { b: 'clickcoins' })
      ).feedbackReports;
      expect(coins.entries.map((e) => Number(e.id))).toEqual([reportIds.coins]);
    });

    it('filters, pages and counts by status, media type and issue', async () => {
      const support = await as('support');
      const movies = (
        await support<{ feedbackReports: { entries: { id: string }[]; nextCursor: string | null } }>(
          REPORTS,
          {
            b: 'playmax',
            f: { mediaType: 'movie' },
            first: 1,
          },
        )
      ).feedbackReports;
      expect(movies.entries.map((e) => Number(e.id))).toEqual([reportIds.movie2]);
      const next = (
        await support<{ feedbackReports: { entries: { id: string }[]; nextCursor: string | null } }>(
          REPORTS,
          {
            b: 'playmax',
            f: { mediaType: 'movie' },
            first: 1,
            after: movies.nextCursor,
          },
        )
      ).feedbackReports;
      expect(next).toEqual({
        entries: [expect.objectContaining({ id: String(reportIds.movie1) })],
        nextCursor: null,
      });
      const byIssue = (
        await support<{ feedbackReports: { entries: unknown[] } }>(REPORTS, {
          b: 'playmax',
          f: { issueId: 2 },
        })
      ).feedbackReports;
      expect(byIssue.entries).toHaveLength(1);
      const counts = (await support<{ feedbackCounts: unknown }>(COUNTS, { b: 'playmax' })).feedbackCounts;
      expect(counts).toEqual({
        total: 3,
        byStatus: [{ key: 'new', count: 3 }],
        byMediaType: [
          { key: 'movie', count: 2 },
          { key: 'music', count: 1 },
        ],
        byIssue: [
          { key: '1', count: 2 },
          { key: '2', count: 1 },
        ],
      });
    });

    it('moves a report’s status for members.act on its brand, with its audit row; refusals change nothing', async () => {
      const id = String(reportIds.movie1);
      for (const role of ['editor', 'fulfilment'] as const) {
        const q = await as(role);
        const r = (await q<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, { id, s: 'seen' }))
          .setFeedbackStatus;
        expect(r.responseResult, role).toMatchObject({ succeeded: false, errorCode: 'forbidden' });
      }
      const admin = await as('brandAdmin');
      const other = (
        await admin<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, {
          id: String(reportIds.coins),
          s: 'seen',
        })
      ).setFeedbackStatus;
      expect(other.responseResult).toMatchObject({ succeeded: false, errorCode: 'forbidden' });
      expect(await auditRows(`feedback:${id}`)).toEqual([]);

      const support = await as('support');
      const seen = (
        await support<{ setFeedbackStatus: { responseResult: Result; report: { status: string } } }>(
          SET_STATUS,
          {
            id,
            s: 'seen',
          },
        )
      ).setFeedbackStatus;
      expect(seen).toMatchObject({ responseResult: { succeeded: true }, report: { id, status: 'seen' } });
      const again = (
        await support<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, { id, s: 'seen' })
      ).setFeedbackStatus;
      expect(again.responseResult).toMatchObject({ errorCode: 'feedback_status_unchanged' });
      const bad = (
        await support<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, { id, s: 'done' })
      ).setFeedbackStatus;
      expect(bad.responseResult).toMatchObject({ errorCode: 'invalid_input' });
      const unknown = (
        await support<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, {
          id: '999999',
          s: 'seen',
        })
      ).setFeedbackStatus;
      expect(unknown.responseResult).toMatchObject({ errorCode: 'feedback_not_found' });
      const admin2 = (
        await admin<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, { id, s: 'resolved' })
      ).setFeedbackStatus;
      expect(admin2.responseResult.succeeded).toBe(true);
      const owner = await as('owner');
      expect(
        (
          await owner<{ setFeedbackStatus: { responseResult: Result } }>(SET_STATUS, {
            id: String(reportIds.coins),
            s: 'seen',
          })
        ).setFeedbackStatus.responseResult.succeeded,
      ).toBe(true);

      expect(await auditRows(`feedback:${id}`)).toEqual([
        {
          staffEmail: TEST_STAFF.support.email,
          brandId: 'playmax',
          action: 'feedback.status',
          before: { status: 'new' },
          after: { status: 'seen' },
          ip: expect.any(String),
        },
        expect.objectContaining({
          staffEmail: TEST_STAFF.brandAdmin.email,
          before: { status: 'seen' },
          after: { status: 'resolved' },
        }),
      ]);
      const resolved = (
        await support<{ feedbackReports: { entries: { id: string }[] } }>(REPORTS, {
          b: 'playmax',
          f: { status: 'resolved' },
        })
      ).feedbackReports;
      expect(resolved.entries.map((e) => e.id)).toEqual([id]);
    });

    it('feedback-status does what the console does, as cli', async () => {
      const lines: string[] = [];
      const id = String(reportIds.music);
      expect(
        await runOps(['feedback-status', '--report', id, '--status', 'resolved'], opsContext(lines)),
      ).toEqual({
        ok: true,
      });
      expect(lines).toEqual([`feedback report #${id} on playmax: new → resolved`]);
      expect(await auditRows(`feedback:${id}`)).toMatchObject([
        { staffEmail: null, action: 'feedback.status', after: { status: 'resolved' }, ip: 'cli' },
      ]);
      const again = await runOps(['feedback-status', '--report', id, '--status', 'resolved'], opsContext([]));
      expect(again).toMatchObject({
        ok: false,
        problem: expect.stringContaining('feedback_status_unchanged'),
      });
      const bad = await runOps(['feedback-status', '--report', id, '--status', 'closed'], opsContext([]));
      expect(bad.ok).toBe(false);
    });
  });

  describe('VPN servers and certificates', () => {
    const memberServers = async () => {
      const res = await gql(t.app, HOSTS.playmax, OVERVIEW, { token: t.tokens.paid });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return (
        res.body.data as { member: { info: { vpn: { servers: { id: string }[]; certificate: unknown } } } }
      ).member.info.vpn;
    };

    it('lists the servers to brand.edit on the brand only', async () => {
      const allowed = { owner: true, brandAdmin: true, editor: false, support: false, fulfilment: false };
      for (const role of ROLES) {
        const q = await as(role);
        const list = (await q<{ vpnServers: unknown[] }>(SERVERS, { b: 'playmax' })).vpnServers;
        expect(list.length > 0, role).toBe(allowed[role]);
      }
      const admin = await as('brandAdmin');
      expect((await admin<{ vpnServers: unknown[] }>(SERVERS, { b: 'clickcoins' })).vpnServers).toEqual([]);
      const list = (await admin<{ vpnServers: Record<string, unknown>[] }>(SERVERS, { b: 'playmax' }))
        .vpnServers;
      expect(list).toHaveLength(20);
      expect(list).toContainEqual({
        id: 'de-fra-1',
        brandId: null,
        shared: true,
        countryCode: 'DE',
        city: 'Frankfurt',
        hostname: 'de-fra-1.edge.member-vpn.net',
        port: 1194,
        protocol: 'udp',
        load: 81,
        enabled: true,
        liveCertificates: 0,
      });
    });

    it('adds a brand’s own server (brand.edit), a shared one (owners only), and members of that brand see it', async () => {
      for (const role of ['editor', 'support', 'fulfilment'] as const) {
        const q = await as(role);
        const r = (
          await q<{ createVpnServer: { responseResult: Result } }>(CREATE_SERVER, {
            b: 'playmax',
            id: 'nl-ams-9',
            input: SERVER_INPUT,
          })
        ).createVpnServer;
        expect(r.responseResult, role).toMatchObject({ errorCode: 'forbidden' });
      }
      const admin = await as('brandAdmin');
      const otherBrand = (
        await admin<{ createVpnServer: { responseResult: Result } }>(CREATE_SERVER, {
          b: 'clickcoins',
          id: 'nl-ams-9',
          input: SERVER_INPUT,
        })
      ).createVpnServer;
      expect(otherBrand.responseResult).toMatchObject({ errorCode: 'forbidden' });
      const shared = (
        await admin<{ createVpnServer: { responseResult: Result } }>(CREATE_SERVER, {
          b: 'playmax',
          id: 'nl-ams-9',
          input: SERVER_INPUT,
          shared: true,
        })
      ).createVpnServer;
      expect(shared.responseResult).toMatchObject({ errorCode: 'forbidden' });
      const invalid = (
        await admin<{ createVpnServer: { responseResult: Result } }>(CREATE_SERVER, {
          b: 'playmax',
          id: 'nl ams',
          input: { ...SERVER_INPUT, port: 0 },
        })
      ).createVpnServer;
      expect(invalid.responseResult).toMatchObject({
        errorCode: 'invalid_input',
        extra: {
          field: 'id',
          problems: [
            { field: 'id', code: 'invalid_id' },
            { field: 'port', code: 'invalid_port' },
          ],
        },
      });
      expect(await auditRows('vpn_server:nl-ams-9')).toEqual([]);

      const own = (
        await admin<{ createVpnServer: { responseResult: Result; server: unknown } }>(CREATE_SERVER, {
          b: 'playmax',
          id: 'nl-ams-9',
          input: SERVER_INPUT,
        })
      ).createVpnServer;
      expect(own).toMatchObject({
        responseResult: { succeeded: true },
        server: { id: 'nl-ams-9', brandId: 'playmax', shared: false, enabled: true, city: 'Amsterdam' },
      });
      const taken = (
        await admin<{ createVpnServer: { responseResult: Result } }>(CREATE_SERVER, {
          b: 'playmax',
          id: 'de-fra-1',
          input: SERVER_INPUT,
        })
      ).createVpnServer;
      expect(taken.responseResult).toMatchObject({ errorCode: 'vpn_server_taken' });
      expect(await auditRows('vpn_server:nl-ams-9')).toMatchObject([
        {
          staffEmail: TEST_STAFF.brandAdmin.email,
          brandId: 'playmax',
          action: 'vpn_server.create',
          before: null,
        },
      ]);
      // playmax's members see it; clickcoins' console list does not hold it.
      expect((await memberServers()).servers.map((s) => s.id)).toContain('nl-ams-9');
      const owner = await as('owner');
      const coinsList = (await owner<{ vpnServers: { id: string }[] }>(SERVERS, { b: 'clickcoins' }))
        .vpnServers;
      expect(coinsList.map((s) => s.id)).not.toContain('nl-ams-9');

      const sharedByOwner = (
        await owner<{ createVpnServer: { responseResult: Result; server: unknown } }>(CREATE_SERVER, {
          b: 'clickcoins',
          id: 'se-sto-9',
          input: {
            ...SERVER_INPUT,
            countryCode: 'SE',
            city: 'Stockholm',
            hostname: 'se-sto-9.edge.member-vpn.net',
          },
          shared: true,
        })
      ).createVpnServer;
      expect(sharedByOwner).toMatchObject({ server: { brandId: null, shared: true } });
      expect(await auditRows('vpn_server:se-sto-9')).toMatchObject([
        { brandId: null, action: 'vpn_server.create' },
      ]);
      expect((await memberServers()).servers.map((s) => s.id)).toContain('se-sto-9');
    });

    it('edits and switches off a server on its brand’s brand.edit (a shared one, owners), and members stop seeing it', async () => {
      const admin = await as('brandAdmin');
      const shared = (
        await admin<{ updateVpnServer: { responseResult: Result } }>(UPDATE_SERVER, {
          id: 'de-fra-1',
          input: {
            ...SERVER_INPUT,
            countryCode: 'DE',
            city: 'Frankfurt',
            hostname: 'de-fra-1.edge.member-vpn.net',
          },
        })
      ).updateVpnServer;
      expect(shared.responseResult).toMatchObject({ errorCode: 'forbidden' });
      const off = (
        await admin<{ setVpnServerEnabled: { responseResult: Result } }>(SET_ENABLED, {
          id: 'de-fra-1',
          on: false,
        })
      ).setVpnServerEnabled;
      expect(off.responseResult).toMatchObject({ errorCode: 'forbidden' });
      const unknown = (
        await admin<{ setVpnServerEnabled: { responseResult: Result } }>(SET_ENABLED, {
          id: 'xx-no-1',
          on: false,
        })
      ).setVpnServerEnabled;
      expect(unknown.responseResult).toMatchObject({ errorCode: 'vpn_server_not_found' });
      const editor = await as('editor');
      expect(
        (
          await editor<{ updateVpnServer: { responseResult: Result } }>(UPDATE_SERVER, {
            id: 'nl-ams-9',
            input: SERVER_INPUT,
          })
        ).updateVpnServer.responseResult,
      ).toMatchObject({ errorCode: 'forbidden' });

      const edited = (
        await admin<{ updateVpnServer: { responseResult: Result; server: unknown } }>(UPDATE_SERVER, {
          id: 'nl-ams-9',
          input: { ...SERVER_INPUT, city: 'Rotterdam', load: 55 },
        })
      ).updateVpnServer;
      expect(edited).toMatchObject({
        responseResult: { succeeded: true },
        server: { city: 'Rotterdam', load: 55 },
      });
      const disabled = (
        await admin<{ setVpnServerEnabled: { responseResult: Result; server: unknown } }>(SET_ENABLED, {
          id: 'nl-ams-9',
          on: false,
        })
      ).setVpnServerEnabled;
      expect(disabled).toMatchObject({ server: { enabled: false } });
      expect((await memberServers()).servers.map((s) => s.id)).not.toContain('nl-ams-9');
      const issued = await gql(t.app, HOSTS.playmax, ISSUE, {
        token: t.tokens.paid,
        variables: { serverId: 'nl-ams-9' },
      });
      expect(issued.body.data).toMatchObject({
        member: { issueVpnConfig: { responseResult: { errorCode: 'vpn_server_not_found' } } },
      });
      const owner = await as('owner');
      const sharedOff = (
        await owner<{ setVpnServerEnabled: { responseResult: Result } }>(SET_ENABLED, {
          id: 'se-sto-9',
          on: false,
        })
      ).setVpnServerEnabled;
      expect(sharedOff.responseResult.succeeded).toBe(true);
      expect((await memberServers()).servers.map((s) => s.id)).not.toContain('se-sto-9');

      expect(await auditRows('vpn_server:nl-ams-9')).toMatchObject([
        { action: 'vpn_server.create' },
        {
          action: 'vpn_server.update',
          before: { city: 'Amsterdam', load: 12 },
          after: { city: 'Rotterdam', load: 55 },
        },
        { action: 'vpn_server.disable', brandId: 'playmax', after: { enabled: false } },
      ]);
      // The same state again records nothing.
      await admin(SET_ENABLED, { id: 'nl-ams-9', on: false });
      expect(await auditRows('vpn_server:nl-ams-9')).toHaveLength(3);
    });

    it('revokes a member’s certificate for members.act on their brand: the CRL lists it and the member sees none', async () => {
      const issued = await gql(t.app, HOSTS.playmax, ISSUE, {
        token: t.tokens.paid,
        variables: { serverId: 'jp-tyo-1' },
      });
      const serial = (issued.body.data as { member: { issueVpnConfig: { config: { serial: string } } } })
        .member.issueVpnConfig.config.serial;
      const support = await as('support');
      const found = (
        await support<{ vpnCertificates: unknown[] }>(CERTIFICATES, { b: 'playmax', s: 'PAID@' })
      ).vpnCertificates;
      expect(found).toEqual([
        { serial, memberId: String(t.ids.paid), memberEmail: 'paid@playmax.test', serverId: 'jp-tyo-1' },
      ]);
      const editorQ = await as('editor');
      expect(
        (await editorQ<{ vpnCertificates: unknown[] }>(CERTIFICATES, { b: 'playmax' })).vpnCertificates,
      ).toEqual([]);
      for (const role of ['editor', 'fulfilment'] as const) {
        const q = await as(role);
        expect(
          (await q<{ revokeVpnCertificate: { responseResult: Result } }>(REVOKE, { m: String(t.ids.paid) }))
            .revokeVpnCertificate.responseResult,
          role,
        ).toMatchObject({ errorCode: 'forbidden' });
      }
      const admin = await as('brandAdmin');
      expect(
        (
          await admin<{ revokeVpnCertificate: { responseResult: Result } }>(REVOKE, {
            m: String(t.ids.coinsSameCard),
          })
        ).revokeVpnCertificate.responseResult,
      ).toMatchObject({ errorCode: 'forbidden' });
      expect(
        (
          await support<{ revokeVpnCertificate: { responseResult: Result } }>(REVOKE, {
            m: String(t.ids.coinsSameCard),
          })
        ).revokeVpnCertificate.responseResult,
      ).toMatchObject({ errorCode: 'vpn_certificate_not_found' });
      expect(await auditRows(`member:${t.ids.paid}`)).toEqual([]);

      const revoked = (
        await support<{ revokeVpnCertificate: { responseResult: Result; serial: string } }>(REVOKE, {
          m: String(t.ids.paid),
        })
      ).revokeVpnCertificate;
      expect(revoked).toMatchObject({ responseResult: { succeeded: true }, serial });
      expect(await auditRows(`member:${t.ids.paid}`)).toMatchObject([
        {
          staffEmail: TEST_STAFF.support.email,
          brandId: 'playmax',
          action: 'vpn_certificate.revoke',
          after: { serial, revoked: true },
        },
      ]);
      expect((await memberServers()).certificate).toBeNull();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/vpn/crl.pem',
        headers: { host: HOSTS.playmax },
      });
      const crl = new x509.X509Crl(res.body);
      const entry = crl.entries.find((e) => e.serialNumber.toLowerCase() === serial);
      expect(entry?.reason).toBe(x509.X509CrlReason.cessationOfOperation);
      const again = (
        await support<{ revokeVpnCertificate: { responseResult: Result } }>(REVOKE, { m: String(t.ids.paid) })
      ).revokeVpnCertificate;
      expect(again.responseResult).toMatchObject({ errorCode: 'vpn_certificate_not_found' });
    });

    it('the VPN commands do what the console does, as cli', async () => {
      const lines: string[] = [];
      const ctx = opsContext(lines);
      expect(
        await runOps(
          [
            'add-vpn-server',
            '--brand',
            'playmax',
            '--id',
            'pl-waw-9',
            '--country',
            'PL',
            '--city',
            'Warsaw',
            '--hostname',
            'pl-waw-9.edge.member-vpn.net',
          ],
          ctx,
        ),
      ).toEqual({ ok: true });
      expect(await runOps(['update-vpn-server', '--id', 'pl-waw-9', '--load', '40'], ctx)).toEqual({
        ok: true,
      });
      expect(await runOps(['set-vpn-server-enabled', '--id', 'pl-waw-9', '--enabled', 'false'], ctx)).toEqual(
        {
          ok: true,
        },
      );
      expect(lines[0]).toBe(
        'added vpn server pl-waw-9 (of playmax): Warsaw, PL, pl-waw-9.edge.member-vpn.net:1194/udp, load 0, on',
      );
      expect(lines.at(-1)).toBe('vpn server pl-waw-9 is off: members no longer see it or pick it');
      expect(await auditRows('vpn_server:pl-waw-9')).toMatchObject([
        { action: 'vpn_server.create', ip: 'cli', staffEmail: null },
        { action: 'vpn_server.update', after: { load: 40 } },
        { action: 'vpn_server.disable' },
      ]);
      const both = await runOps(
        [
          'add-vpn-server',
          '--id',
          'pl-waw-8',
          '--country',
          'PL',
          '--city',
          'W',
          '--hostname',
          'x.example.net',
        ],
        ctx,
      );
      expect(both.ok).toBe(false);

      await gql(t.app, HOSTS.playmax, ISSUE, { token: t.tokens.paid, variables: {} });
      expect(await runOps(['revoke-vpn-certificate', '--member', String(t.ids.paid)], ctx)).toEqual({
        ok: true,
      });
      expect(lines.at(-1)).toMatch(
        /^revoked member #\d+'s vpn certificate [0-9a-f]+ \(server [a-z0-9-]+\); playmax's CRL lists it from now on$/,
      );
      expect(await runOps(['revoke-vpn-certificate', '--member', String(t.ids.paid)], ctx)).toMatchObject({
        ok: false,
        problem: expect.stringContaining('vpn_certificate_not_found'),
      });
    });
  });
  describe('help articles', () => {
    const memberFaq = async (host: string, lang = 'en-us') => {
      const res = await gql(t.app, host, MEMBER_FAQ, { headers: { 'x-interface-language': lang } });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return (res.body.data as { content: { faq: { id: string; question: string; answer: string }[] } })
        .content.faq;
    };

    it('lists and changes a brand’s articles for brand.edit on that brand only', async () => {
      const allowed = { owner: true, brandAdmin: true, editor: false, support: false, fulfilment: false };
      for (const role of ROLES) {
        const q = await as(role);
        const list = (await q<{ helpArticles: { slug: string }[] }>(ARTICLES, { b: 'playmax' })).helpArticles;
        expect(list.length > 0, role).toBe(allowed[role]);
        if (!allowed[role]) {
          const r = (
            await q<{ setHelpArticleHidden: { responseResult: Result } }>(HIDE_ARTICLE, {
              b: 'playmax',
              s: 'giveaways',
              h: true,
            })
          ).setHelpArticleHidden;
          expect(r.responseResult, role).toMatchObject({ errorCode: 'forbidden' });
        }
      }
      const admin = await as('brandAdmin');
      expect((await admin<{ helpArticles: unknown[] }>(ARTICLES, { b: 'clickcoins' })).helpArticles).toEqual(
        [],
      );
      const other = (
        await admin<{ setHelpArticleHidden: { responseResult: Result } }>(HIDE_ARTICLE, {
          b: 'clickcoins',
          s: 'coins',
          h: true,
        })
      ).setHelpArticleHidden;
      expect(other.responseResult).toMatchObject({ errorCode: 'forbidden' });
      const list = (
        await admin<{ helpArticles: { slug: string; texts: { lang: string }[] }[] }>(ARTICLES, {
          b: 'playmax',
        })
      ).helpArticles;
      expect(list.map((a) => a.slug)).toEqual(PLAYMAX_FAQ);
      expect(list[0]!.texts.map((x) => x.lang)).toHaveLength(8);
      expect(await auditRows('faq:clickcoins/coins')).toEqual([]);
    });

    it('edits an article’s texts for its brand only, members read them at once, and the seed keeps them', async () => {
      const admin = await as('brandAdmin');
      const before = (await memberFaq(HOSTS.clickcoins, 'fr-ca')).find((e) => e.id === 'cancel-membership');
      const texts = [
        {
          lang: 'en-us',
          question: 'How do I stop my plan?',
          answer: 'Account, then Subscription, then Cancel.',
        },
        { lang: 'fr-ca', question: 'Comment arrêter mon forfait?', answer: 'Compte,\npuis Abonnement.' },
        { lang: 'de-de', question: '', answer: '' },
      ];
      const r = (
        await admin<{
          updateHelpArticle: { responseResult: Result; article: { texts: { lang: string }[] } };
        }>(UPDATE_ARTICLE, { b: 'playmax', s: 'cancel-membership', texts })
      ).updateHelpArticle;
      expect(r.responseResult.succeeded).toBe(true);
      expect(r.article.texts.map((x) => x.lang)).toEqual(['en-us', 'fr-ca']);
      expect(
        (await memberFaq(HOSTS.playmax, 'fr-ca')).find((e) => e.id === 'cancel-membership'),
      ).toMatchObject({
        question: 'Comment arrêter mon forfait?',
        answer: 'Compte,\npuis Abonnement.',
      });
      // German has no text of its own any more: members read the English.
      expect(
        (await memberFaq(HOSTS.playmax, 'de-de')).find((e) => e.id === 'cancel-membership')?.question,
      ).toBe('How do I stop my plan?');
      // ClickCoins shares the seeded question: its wording did not change.
      expect((await memberFaq(HOSTS.clickcoins, 'fr-ca')).find((e) => e.id === 'cancel-membership')).toEqual(
        before,
      );
      expect(await auditRows('faq:playmax/cancel-membership')).toMatchObject([
        { staffEmail: TEST_STAFF.brandAdmin.email, brandId: 'playmax', action: 'faq.update' },
      ]);

      const bad = (
        await admin<{ updateHelpArticle: { responseResult: Result } }>(UPDATE_ARTICLE, {
          b: 'playmax',
          s: 'cancel-membership',
          texts: [{ lang: 'fr-ca', question: 'Q', answer: '' }],
        })
      ).updateHelpArticle;
      expect(bad.responseResult).toMatchObject({
        errorCode: 'invalid_input',
        extra: {
          problems: [
            { field: 'texts.fr-ca.answer', code: 'answer_required' },
            { field: 'texts.en-us.question', code: 'default_language_required' },
          ],
        },
      });
      const unknown = (
        await admin<{ updateHelpArticle: { responseResult: Result } }>(UPDATE_ARTICLE, {
          b: 'playmax',
          s: 'no-such-article',
          texts,
        })
      ).updateHelpArticle;
      expect(unknown.responseResult).toMatchObject({ errorCode: 'faq_not_found' });
      expect(await auditRows('faq:playmax/cancel-membership')).toHaveLength(1);

      await seedFaq(db(), () => {});
      expect((await memberFaq(HOSTS.playmax)).find((e) => e.id === 'cancel-membership')?.question).toBe(
        'How do I stop my plan?',
      );
    });

    it('adds an article last, hides one and orders them, as members then see', async () => {
      const admin = await as('brandAdmin');
      const invalid = (
        await admin<{ createHelpArticle: { responseResult: Result } }>(CREATE_ARTICLE, {
          b: 'playmax',
          s: 'Bad Slug',
          texts: [{ lang: 'en-us', question: 'Q', answer: 'A' }],
        })
      ).createHelpArticle;
      expect(invalid.responseResult).toMatchObject({
        errorCode: 'invalid_input',
        extra: { field: 'slug', problems: [{ field: 'slug', code: 'invalid_slug' }] },
      });
      const taken = (
        await admin<{ createHelpArticle: { responseResult: Result } }>(CREATE_ARTICLE, {
          b: 'playmax',
          s: 'giveaways',
          texts: [{ lang: 'en-us', question: 'Q', answer: 'A' }],
        })
      ).createHelpArticle;
      expect(taken.responseResult).toMatchObject({ errorCode: 'faq_slug_taken' });
      const created = (
        await admin<{ createHelpArticle: { responseResult: Result; article: unknown } }>(CREATE_ARTICLE, {
          b: 'playmax',
          s: 'gift-cards',
          texts: [
            { lang: 'en-us', question: 'Can I give a plan?', answer: 'Not yet.' },
            { lang: 'ja-jp', question: 'プランを贈れますか？', answer: 'まだできません。' },
          ],
        })
      ).createHelpArticle;
      expect(created).toMatchObject({
        responseResult: { succeeded: true },
        article: { slug: 'gift-cards', position: 5, hidden: false },
      });
      expect((await memberFaq(HOSTS.playmax, 'ja-jp')).at(-1)).toEqual({
        id: 'gift-cards',
        question: 'プランを贈れますか？',
        answer: 'まだできません。',
      });

      const hidden = (
        await admin<{ setHelpArticleHidden: { responseResult: Result; article: unknown } }>(HIDE_ARTICLE, {
          b: 'playmax',
          s: 'giveaways',
          h: true,
        })
      ).setHelpArticleHidden;
      expect(hidden).toMatchObject({ article: { slug: 'giveaways', hidden: true } });
      expect((await memberFaq(HOSTS.playmax)).map((e) => e.id)).not.toContain('giveaways');
      await admin(HIDE_ARTICLE, { b: 'playmax', s: 'giveaways', h: true }); // the same again: nothing recorded

      const wrong = (
        await admin<{ orderHelpArticles: { responseResult: Result } }>(ORDER_ARTICLES, {
          b: 'playmax',
          slugs: ['gift-cards'],
        })
      ).orderHelpArticles;
      expect(wrong.responseResult).toMatchObject({ errorCode: 'invalid_input' });
      const order = ['gift-cards', ...PLAYMAX_FAQ];
      const ordered = (
        await admin<{ orderHelpArticles: { responseResult: Result; articles: { slug: string }[] } }>(
          ORDER_ARTICLES,
          { b: 'playmax', slugs: order },
        )
      ).orderHelpArticles;
      expect(ordered.articles.map((a) => a.slug)).toEqual(order);
      expect((await memberFaq(HOSTS.playmax)).map((e) => e.id)).toEqual(
        order.filter((s) => s !== 'giveaways'),
      );
      expect(await auditRows('faq:playmax/gift-cards')).toMatchObject([
        { action: 'faq.create', before: null },
      ]);
      expect(await auditRows('faq:playmax/giveaways')).toMatchObject([
        { action: 'faq.hide', before: { hidden: false }, after: { hidden: true } },
      ]);
      expect(await auditRows('faq:playmax')).toMatchObject([{ action: 'faq.order', after: order }]);
      // The seed runs at every start: what staff hid and ordered stays.
      await seedFaq(db(), () => {});
      expect((await memberFaq(HOSTS.playmax)).map((e) => e.id)).toEqual(
        order.filter((s) => s !== 'giveaways'),
      );
    });

    it('the article commands do what the console does, as cli', async () => {
      const lines: string[] = [];
      const ctx = opsContext(lines);
      expect(
        await runOps(
          [
            'create-article',
            '--brand',
            'clickcoins',
            '--slug',
            'refunds',
            '--question',
            'Refunds?',
            '--answer',
            'Within 14 days.',
          ],
          ctx,
        ),
      ).toEqual({ ok: true });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
      const file = path.join(dir, 'refunds.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ texts: [{ lang: 'es-es', question: '¿Reembolsos?', answer: 'En 14 días.' }] }),
      );
      expect(
        await runOps(
          ['update-article', '--brand', 'clickcoins', '--slug', 'refunds', '--settings', file],
          ctx,
        ),
      ).toEqual({
        ok: true,
      });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(await runOps(['hide-article', '--brand', 'clickcoins', '--slug', 'coins'], ctx)).toEqual({
        ok: true,
      });
      expect(
        await runOps(
          [
            'order-articles',
            '--brand',
            'clickcoins',
            '--slugs',
            'refunds,coins,playback-problem,cancel-membership,update-payment-method,change-language',
          ],
          ctx,
        ),
      ).toEqual({ ok: true });
      expect(lines[0]).toBe('created article refunds on clickcoins #6: "Refunds?" in en-us');
      expect(lines.at(-1)).toBe(
        "clickcoins's articles: refunds, coins, playback-problem, cancel-membership, update-payment-method, change-language",
      );
      const spanish = await memberFaq(HOSTS.clickcoins, 'es-es');
      expect(spanish[0]).toEqual({ id: 'refunds', question: '¿Reembolsos?', answer: 'En 14 días.' });
      expect(spanish.map((e) => e.id)).not.toContain('coins');
      expect(await auditRows('faq:clickcoins/refunds')).toMatchObject([
        { action: 'faq.create', ip: 'cli', staffEmail: null },
        { action: 'faq.update', ip: 'cli' },
      ]);
      const bad = await runOps(['order-articles', '--brand', 'clickcoins', '--slugs', 'refunds'], ctx);
      expect(bad).toMatchObject({ ok: false, problem: expect.stringContaining('list every article once') });
    });
  });
  describe('impact items', () => {
    type Item = { id: string; slug: string; active: boolean; texts: { lang: string; name: string }[] };
    const memberItems = async (lang = 'en-us', host = HOSTS.playmax) => {
      const res = await gql(t.app, host, MEMBER_IMPACTS, {
        token: t.tokens.veteran,
        headers: { 'x-interface-language': lang },
      });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return (
        res.body.data as {
          impacts: {
            listCategories: { items: { id: string; name: string; unit: string; langs: string[] }[] }[];
          };
        }
      ).impacts.listCategories.flatMap((c) => c.items);
    };
    const input = (categoryId: string, over: Record<string, unknown> = {}) => ({
      categoryId,
      texts: [
        {
          lang: 'en-us',
          name: 'Clean water',
          description: 'A day of clean water for a family.',
          unit: 'day',
        },
        { lang: 'fr-ca', name: 'Eau potable', description: 'Une journée d’eau potable.', unit: 'jour' },
      ],
      pricePerUnit: 20,
      targetQuantity: 500,
      memberTarget: 3,
      ...over,
    });

    it('lists and changes a brand’s items for brand.edit on that brand only', async () => {
      const allowed = { owner: true, brandAdmin: true, editor: false, support: false, fulfilment: false };
      for (const role of ROLES) {
        const q = await as(role);
        const data = await q<{ impactItems: Item[]; impactCategories: unknown[] }>(IMPACTS, { b: 'playmax' });
        expect(data.impactItems.length > 0, role).toBe(allowed[role]);
        expect(data.impactCategories.length > 0, role).toBe(allowed[role]);
        if (!allowed[role])
          expect(
            (
              await q<{ setImpactItemActive: { responseResult: Result } }>(SET_IMPACT_ACTIVE, {
                id: String(impacts.reef),
                on: false,
              })
            ).setImpactItemActive.responseResult,
            role,
          ).toMatchObject({ errorCode: 'forbidden' });
      }
      const admin = await as('brandAdmin');
      expect((await admin<{ impactItems: unknown[] }>(IMPACTS, { b: 'clickcoins' })).impactItems).toEqual([]);
      expect(
        (
          await admin<{ setImpactItemActive: { responseResult: Result } }>(SET_IMPACT_ACTIVE, {
            id: String(impacts.otherBrand),
            on: false,
          })
        ).setImpactItemActive.responseResult,
      ).toMatchObject({ errorCode: 'forbidden' });
      const owner = await as('owner');
      const coinsCategory = (
        await owner<{ impactCategories: { id: string }[] }>(IMPACTS, { b: 'clickcoins' })
      ).impactCategories[0]!.id;
      expect(
        (
          await admin<{ createImpactItem: { responseResult: Result } }>(CREATE_IMPACT, {
            b: 'clickcoins',
            s: 'water',
            input: input(coinsCategory),
          })
        ).createImpactItem.responseResult,
      ).toMatchObject({ errorCode: 'forbidden' });
      expect(await auditRows(`impact:${impacts.otherBrand}`)).toEqual([]);
    });

    it('adds an item members see and fund at once, and refuses a bad draft', async () => {
      const admin = await as('brandAdmin');
      const category = (await admin<{ impactCategories: { id: string }[] }>(IMPACTS, { b: 'playmax' }))
        .impactCategories[0]!.id;
      const bad = (
        await admin<{ createImpactItem: { responseResult: Result } }>(CREATE_IMPACT, {
          b: 'playmax',
          s: 'Clean Water',
          input: input(category, { pricePerUnit: 0, memberTarget: 501 }),
        })
      ).createImpactItem;
      expect(bad.responseResult).toMatchObject({
        errorCode: 'invalid_input',
        extra: {
          field: 'slug',
          problems: [
            { field: 'slug', code: 'invalid_slug' },
            { field: 'pricePerUnit', code: 'invalid_price' },
            { field: 'memberTarget', code: 'invalid_member_target' },
          ],
        },
      });
      const taken = (
        await admin<{ createImpactItem: { responseResult: Result } }>(CREATE_IMPACT, {
          b: 'playmax',
          s: 'tree',
          input: input(category),
        })
      ).createImpactItem;
      expect(taken.responseResult).toMatchObject({ errorCode: 'impact_slug_taken' });
      const created = (
        await admin<{
          createImpactItem: { responseResult: Result; item: Item & { fundedQuantity: number } };
        }>(CREATE_IMPACT, { b: 'playmax', s: 'clean_water', input: input(category) })
      ).createImpactItem;
      expect(created).toMatchObject({
        responseResult: { succeeded: true },
        item: { slug: 'clean_water', active: true, fundedQuantity: 0, pricePerUnit: 20 },
      });
      const french = (await memberItems('fr-ca')).find((i) => i.id === created.item.id);
      expect(french).toMatchObject({ name: 'Eau potable', unit: 'jour', langs: ['en-us', 'fr-ca'] });
      const funded = await fund(t.app, t.tokens.veteran, {
        itemId: Number(created.item.id),
        quantity: 2,
        requestId: 'water-req-0001',
      });
      expect(funded.responseResult.succeeded).toBe(true);
      expect(await auditRows(`impact:${created.item.id}`)).toMatchObject([
        {
          staffEmail: TEST_STAFF.brandAdmin.email,
          brandId: 'playmax',
          action: 'impact.create',
          before: null,
        },
      ]);
    });

    it('edits an item’s texts for its brand only, never below what is funded, and switches it off for members', async () => {
      const admin = await as('brandAdmin');
      const items = (
        await admin<{ impactItems: (Item & { categoryId: string })[] }>(IMPACTS, { b: 'playmax' })
      ).impactItems;
      const tree = items.find((i) => i.slug === 'tree')!;
      const reef = items.find((i) => i.slug === 'reef')!;
      const below = (
        await admin<{ updateImpactItem: { responseResult: Result } }>(UPDATE_IMPACT, {
          id: reef.id,
          input: input(reef.categoryId, { targetQuantity: 6, memberTarget: 1 }),
        })
      ).updateImpactItem;
      expect(below.responseResult).toMatchObject({
        errorCode: 'invalid_input',
        extra: { problems: [{ field: 'targetQuantity', code: 'below_funded' }] },
      });
      const edited = (
        await admin<{ updateImpactItem: { responseResult: Result; item: Item } }>(UPDATE_IMPACT, {
          id: tree.id,
          input: {
            categoryId: tree.categoryId,
            texts: [
              { lang: 'en-us', name: 'Plant a tree', description: 'One tree.', unit: 'tree' },
              { lang: 'fr-ca', name: 'Planter un arbre', description: 'Un arbre.', unit: 'arbre' },
            ],
            pricePerUnit: 12,
            targetQuantity: 2000,
            memberTarget: 4,
          },
        })
      ).updateImpactItem;
      expect(edited.responseResult.succeeded).toBe(true);
      expect((await memberItems('fr-ca')).find((i) => i.id === tree.id)).toMatchObject({
        name: 'Planter un arbre',
        unit: 'arbre',
      });
      // clickcoins' item shares the seeded slug and its French text: unchanged.
      const owner = await as('owner');
      const coinsTree = (await owner<{ impactItems: Item[] }>(IMPACTS, { b: 'clickcoins' })).impactItems.find(
        (i) => i.slug === 'tree',
      )!;
      expect(coinsTree.texts.find((x) => x.lang === 'fr-ca')?.name).toBe('Arbre');
      expect(await auditRows(`impact:${tree.id}`)).toMatchObject([
        {
          action: 'impact.update',
          before: { pricePerUnit: 10 },
          after: { pricePerUnit: 12, targetQuantity: 2000 },
        },
      ]);

      const off = (
        await admin<{ setImpactItemActive: { responseResult: Result; item: { active: boolean } } }>(
          SET_IMPACT_ACTIVE,
          {
            id: reef.id,
            on: false,
          },
        )
      ).setImpactItemActive;
      expect(off).toMatchObject({ responseResult: { succeeded: true }, item: { active: false } });
      expect((await memberItems()).map((i) => i.id)).not.toContain(reef.id);
      const refused = await fund(t.app, t.tokens.veteran, {
        itemId: Number(reef.id),
        quantity: 1,
        requestId: 'reef-req-0001',
      });
      expect(refused.responseResult).toMatchObject({ errorCode: 'impact_not_found' });
      await admin(SET_IMPACT_ACTIVE, { id: reef.id, on: false }); // the same again: nothing recorded
      expect(await auditRows(`impact:${reef.id}`)).toMatchObject([
        { action: 'impact.disable', before: { active: true }, after: { active: false } },
      ]);
      const unknown = (
        await admin<{ setImpactItemActive: { responseResult: Result } }>(SET_IMPACT_ACTIVE, {
          id: '999999',
          on: true,
        })
      ).setImpactItemActive;
      expect(unknown.responseResult).toMatchObject({ errorCode: 'impact_not_found' });
    });

    it('the impact commands do what the console does, as cli', async () => {
      const lines: string[] = [];
      const ctx = opsContext(lines);
      expect(
        await runOps(
          [
            'create-impact',
            '--brand',
            'clickcoins',
            '--slug',
            'meals',
            '--category',
            'trees',
            '--name',
            'Meals',
            '--description',
            'A hot meal.',
            '--unit',
            'meal',
            '--price',
            '8',
            '--target',
            '100',
            '--member-target',
            '2',
          ],
          ctx,
        ),
      ).toEqual({ ok: true });
      expect(lines[0]).toMatch(
        /^created impact #\d+ meals on clickcoins \(trees\): "Meals", 8 coins per meal, 0\/100 funded, members invited to 2, in en-us, on$/,
      );
      const id = /#(\d+)/.exec(lines[0]!)![1]!;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'impacts-'));
      const file = path.join(dir, 'meals.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          targetQuantity: 150,
          texts: [
            { lang: 'de-de', name: 'Mahlzeiten', description: 'Eine warme Mahlzeit.', unit: 'Mahlzeit' },
          ],
        }),
      );
      expect(await runOps(['update-impact', '--id', id, '--settings', file], ctx)).toEqual({ ok: true });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(await runOps(['set-impact-active', '--id', id, '--active', 'false'], ctx)).toEqual({ ok: true });
      expect(lines.at(-1)).toBe(`impact #${id} is off: members no longer see it or fund it`);
      expect(await auditRows(`impact:${id}`)).toMatchObject([
        { action: 'impact.create', ip: 'cli', staffEmail: null },
        { action: 'impact.update', after: { targetQuantity: 150 } },
        { action: 'impact.disable' },
      ]);
      expect(
        await runOps(
          [
            'create-impact',
            '--brand',
            'clickcoins',
            '--slug',
            'x',
            '--category',
            'nope',
            '--name',
            'X',
            '--description',
            'X',
            '--unit',
            'x',
            '--price',
            '1',
            '--target',
            '1',
          ],
          ctx,
        ),
      ).toMatchObject({ ok: false, problem: expect.stringContaining('has no category nope') });
    });
  });
});
