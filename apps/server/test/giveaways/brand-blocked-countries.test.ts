/**
 * A brand's own blocked countries (the console's sweeps settings, brands.sweep_blocked_countries)
 * close giveaways there as SWEEP_BLOCKED_COUNTRIES does: no list, no menu item, the feature off,
 * and an entry refused with sweep_unavailable (reason country). Another country is untouched, and
 * the fixed list still applies beside the brand's.
 */
import { describe, expect, it } from 'vitest';
import type { BootState } from '@member-area/domain';
import { DIALECTS, gql, HOSTS, type GqlResult } from '../harness';
import { G, list, startEntryPurchase, useGiveawaysApp } from './helpers';

const ADULT = '1990-05-20';
const GIVEAWAYS_MENU_ITEM = {
  brand_id: 'playmax',
  position: 10,
  type: 'giveaways',
  title: 'Giveaways',
  display_area_slug: 'giveaways',
  icon: 'giveaways',
  color: null,
  background_color: null,
  submenu_type: null,
  hide_for_iphone: 0,
};

describe.each(DIALECTS)("a brand's own blocked countries on %s", (dialect) => {
  const t = useGiveawaysApp(dialect, {
    prepare: async (db) => {
      // Written before the app starts, so no host → brand cache entry predates it.
      await db.handle.db
        .updateTable('brands')
        .set({ sweep_blocked_countries: JSON.stringify(['DE', 'fr']) })
        .where('id', '=', 'playmax')
        .execute();
      await db.handle.db.insertInto('menu_items').values(GIVEAWAYS_MENU_ITEM).execute();
    },
    logins: { paid: 'paid@playmax.test' },
  });

  const ask = (query: string, country: string): Promise<GqlResult> =>
    gql(t.app, HOSTS.playmax, query, { token: t.tokens.paid, headers: { 'x-country': country } });

  const seen = async (country: string) => {
    const res = await ask(
      '{ sweep { featureEnabled availability { enabled reason country } } content { menuItems { type } } }',
      country,
    );
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data as {
      sweep: { featureEnabled: boolean; availability: { enabled: boolean; reason: string | null } };
      content: { menuItems: { type: string }[] };
    };
    return {
      featureEnabled: data.sweep.featureEnabled,
      availability: data.sweep.availability,
      menu: data.content.menuItems.map((item) => item.type),
      cards: (await list(t.app, { token: t.tokens.paid, country })).length,
    };
  };

  const enter = (country: string) =>
    startEntryPurchase(
      t.app,
      t.tokens.paid,
      { sweepId: G.open, offer: 'standard', dateOfBirth: ADULT },
      { country },
    );

  it.each(['DE', 'FR'])(
    'closes giveaways in %s, a country on the brand list: nothing shown',
    async (country) => {
      const view = await seen(country);
      expect(view).toMatchObject({
        featureEnabled: false,
        availability: { enabled: false, reason: 'country', country },
        cards: 0,
      });
      expect(view.menu).not.toContain('giveaways');
    },
  );

  it('refuses an entry there with the geo error', async () => {
    const r = await enter('DE');
    expect(r.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'sweep_unavailable',
      extra: { reason: 'country', country: 'DE' },
    });
  });

  it('keeps giveaways open in another country', async () => {
    const view = await seen('US');
    expect(view).toMatchObject({ featureEnabled: true, availability: { enabled: true, reason: null } });
    expect(view.cards).toBeGreaterThan(0);
    expect(view.menu).toContain('giveaways');
    expect((await enter('US')).responseResult).toMatchObject({ succeeded: true });
  });

  it("names the brand's list in the boot state, for the official rules' eligibility text", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.playmax } });
    expect(res.json<BootState>().brand?.sweepBlockedCountries).toEqual(['DE', 'fr']);
  });

  it("still applies the fixed list beside the brand's", async () => {
    const view = await seen('GB');
    expect(view).toMatchObject({ featureEnabled: false, availability: { reason: 'country' }, cards: 0 });
    expect(view.menu).not.toContain('giveaways');
    expect((await enter('NL')).responseResult).toMatchObject({
      errorCode: 'sweep_unavailable',
      extra: { reason: 'country', country: 'NL' },
    });
  });
});
