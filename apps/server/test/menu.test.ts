import { describe, expect, it } from 'vitest';
import { DIALECTS, gql, HOSTS, useTestApp } from './harness';

const MENU = '{ content { menuItems { type } } }';
const NOW = '2026-01-01T00:00:00.000Z';

/** The fixtures' playmax menu is home and movie; the gated sections are added here. */
const GATED_ITEMS = ['giveaways', 'vpn', 'green', 'shippable'].map((type, index) => ({
  brand_id: 'playmax',
  position: 10 + index,
  type,
  title: type,
  display_area_slug: type,
  icon: type,
  color: null,
  background_color: null,
  submenu_type: null,
  hide_for_iphone: 0,
}));

describe.each(DIALECTS)('content.menuItems on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await db.handle.db.insertInto('menu_items').values(GATED_ITEMS).execute();
      // paid@ may use the VPN and the green page by its own tags; the brand turns on neither.
      await db.handle.db
        .insertInto('member_tags')
        .values(
          ['ma6_vpn', 'green_page:enabled'].map((tag) => ({ member_id: ids.paid, tag, created_at: NOW })),
        )
        .execute();
    },
    logins: { paid: 'paid@playmax.test', veteran: 'veteran@playmax.test' },
  });

  const menuOf = async (token: string, headers: Record<string, string> = {}) => {
    const res = await gql(t.app, HOSTS.playmax, MENU, { token, headers });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { content: { menuItems: { type: string }[] } }).content.menuItems.map(
      (item) => item.type,
    );
  };

  it('offers every section that is on for the member', async () => {
    expect(await menuOf(t.tokens.paid)).toEqual(
      expect.arrayContaining(['giveaways', 'vpn', 'green', 'shippable']),
    );
  });

  it('has no Giveaways item for a member in a blocked country (GB by address, as gb@)', async () => {
    const menu = await menuOf(t.tokens.veteran);
    expect(menu).not.toContain('giveaways');
    expect(menu).toContain('home');
  });

  it('has no Giveaways item when the visit comes from a blocked country', async () => {
    expect(await menuOf(t.tokens.paid, { 'x-country': 'CA' })).not.toContain('giveaways');
  });

  it('has no VPN nor green page item for a member for whom they are off', async () => {
    const menu = await menuOf(t.tokens.veteran);
    expect(menu).not.toContain('vpn');
    expect(menu).not.toContain('green');
  });
});
