/**
 * Issue 33: "The console at 1440 and 768 px, 8 languages, axe clean, keyboard only". Support at
 * work with the keyboard alone, and a brand admin's walk over the brand's screens in German, each
 * heading read from the console's locale files.
 */
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { ConsoleMembersPage } from '../pages/console-members-page';
import { ConsoleShell, ConsoleSignIn } from '../pages/console-pages';
import { ConsoleSectionBar, KeyboardUser, consoleText } from '../pages/console-workspace';

const en = (key: string, values?: Record<string, string>) => consoleText('en-us', key, values);

test.describe('the console by keyboard and in another language', () => {
  test('support finds a member, opens and leaves an action, and moves to another section, by keyboard alone', async ({
    page,
  }) => {
    const keyboard = new KeyboardUser(page);
    const sections = new ConsoleSectionBar(page);
    await keyboard.signIn('support@console.test');

    await keyboard.tabTo(page.getByTestId('nav-brands'));
    await keyboard.press('Enter');
    await keyboard.tabTo(page.getByTestId('brand-list').getByRole('link', { name: 'PlayMax', exact: true }));
    await keyboard.press('Enter');
    // Support's bar: the brand's settings, the support desk's three sections, and the postal entries.
    await expect(sections.groupList(en('brands.workspace.groups.support'))).toBeVisible();
    await expect(sections.group('catalogue')).toHaveCount(0);
    await keyboard.tabTo(sections.link('members'));
    await keyboard.press('Enter');
    await sections.expectCurrent('members');

    await keyboard.tabTo(page.getByTestId('member-search'));
    await keyboard.type('paid@playmax.test');
    await keyboard.press('Enter');
    const row = page.getByTestId('member-list').getByRole('row').filter({ hasText: 'paid@playmax.test' });
    await expect(row).toHaveCount(1);
    await keyboard.tabTo(row.getByRole('link').first());
    await keyboard.press('Enter');
    await expect(page.getByTestId('member-profile')).toContainText('paid@playmax.test');

    // An action's dialog opens with Space and closes with Escape, the focus back on its button.
    const extend = page.getByTestId('action-extend');
    await keyboard.tabTo(extend);
    await keyboard.press('Space');
    const dialog = page.getByTestId('extend-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(extend).toBeFocused();

    // Back up the trail to the members, then through the bar into another group's section.
    await keyboard.tabTo(
      page.getByRole('main').getByRole('link', { name: en('members.listTitle'), exact: true }),
      {
        backwards: true,
      },
    );
    await keyboard.press('Enter');
    await sections.expectCurrent('members');
    await keyboard.tabTo(sections.link('giveaways'));
    await keyboard.press('Enter');
    await sections.expectCurrent('giveaways');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en('giveaways.listTitleOf', { brand: 'PlayMax' }),
    );
  });

  test("a brand admin walks the brand's screens in German: each heading German, axe clean and nothing sideways at 1440 and 768 px", async ({
    page,
  }) => {
    const lang = 'de-de';
    const de = (key: string) => consoleText(lang, key, { brand: 'PlayMax' });
    await new ConsoleSignIn(page).signInAs('brand@console.test');
    const shell = new ConsoleShell(page);
    await shell.chooseLanguage(lang);
    try {
      await page.getByTestId('nav-brands').click();
      await page.getByTestId('brand-list').getByRole('link', { name: 'PlayMax', exact: true }).click();
      const sections = new ConsoleSectionBar(page);
      for (const group of ['overview', 'support', 'sales', 'catalogue', 'site', 'operations'])
        await expect(sections.groupList(de(`brands.workspace.groups.${group}`))).toBeVisible();

      const walk: [section: string, heading: string][] = [
        ['dashboard', 'dashboard.titleOf'],
        ['members', 'members.listTitleOf'],
        ['orders', 'orders.listTitleOf'],
        ['shop', 'shop.listTitleOf'],
        ['giveaways', 'giveaways.listTitleOf'],
        ['feedback', 'feedback.titleOf'],
        ['vpn', 'vpn.serversTitleOf'],
        ['vpnCertificates', 'vpn.certificatesTitleOf'],
        ['articles', 'articles.titleOf'],
        ['impacts', 'impacts.titleOf'],
        ['crosssell', 'crosssell.titleOf'],
      ];
      for (const [section, heading] of walk) {
        await sections.open(section);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(de(heading));
        await expectFitsAndAccessible(page, sections, section);
      }

      // A member's page: its actions panel under its German heading.
      const members = new ConsoleMembersPage(page);
      await sections.open('members');
      await members.search('paid@playmax.test');
      await members.openMember('paid@playmax.test');
      await expect(members.actions().getByRole('heading', { level: 2 }).first()).toHaveText(
        de('memberActions.title'),
      );
      await expectFitsAndAccessible(page, sections, 'member page');
    } finally {
      // The language is the account's: the next journey signing in as this admin expects English.
      await shell.chooseLanguage('en-us');
    }
  });
});

/** At 1440 and 768 px: the screen settled, axe finds nothing and nothing scrolls sideways. */
async function expectFitsAndAccessible(page: Page, sections: ConsoleSectionBar, screen: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: a chart takes its new width a frame after the window's (its ResizeObserver).
    await expect
      .poll(() => sections.scrollsSideways(), { message: `${screen} at ${width}px scrolls sideways` })
      .toBe(false);
    expect(await accessibilityViolations(page, 'body'), `${screen} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
