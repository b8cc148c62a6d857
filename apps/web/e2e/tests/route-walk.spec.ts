import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, HOSTS } from '../env';
import {
  describeFindings,
  OUTSIDE_THE_WALK,
  partOwns,
  RouteWalk,
  screenKey,
  type ExpectedRefusal,
  type NotOfferedScreen,
  type WalkPart,
} from '../pages/route-walk';

/**
 * Issue 17 scopes 1, 3 and 4: every screen of SPEC.md 2 and every modal a member opens from one,
 * for every brand, with the persona that reaches it, held to axe's WCAG 2.1 AA at 1440 and 375 px
 * and to no sideways scrolling at 375 and 768 px; each modal closes on Escape and gives the focus
 * back; each title's player opens from its details page and is held to the same at 1440 px
 * (players-a11y.spec.ts holds them at 375 px too). One signed-in page per brand
 * walks the side menu, the routes of packages/domain routes.ts that need no id, and one sample of
 * every screen a link on those screens leads to (ids come from the demo data's own links, never
 * written here), and collects every problem so one failure lists them all.
 */

/** The routes of routes.ts that take no id: each is opened directly, menu or not. */
const ROUTES_WITHOUT_IDS = [
  '/',
  '/search',
  '/collection',
  '/history',
  '/playlists',
  '/account',
  '/giveaways',
  '/marketplace/',
  '/marketplace/checkout',
  '/shippable',
  '/green',
  '/vpn',
  '/impacts',
  '/faq',
  '/support',
];

/**
 * Other origins a screen loads from, answered with an empty script: the brands tagged
 * google_analytics:enabled load Google's tag, which a CI runner without internet cannot fetch.
 */
const THIRD_PARTY_HOSTS = ['www.googletagmanager.com'];

/** Responses of our own origin a screen expects to be refused; none today. */
const EXPECTED_REFUSALS: readonly ExpectedRefusal[] = [];

interface BrandWalk {
  host: string;
  persona: string;
  /**
   * The interface language of the walk: English, and the longest strings (German, French) and
   * Japanese, each on one brand, so every screen is seen at 375 px in each (issue 17 scope 2).
   */
  language: 'en-us' | 'de-de' | 'fr-ca' | 'ja-jp';
  /** What the brand shows on purpose where it does not offer a part of the app. */
  notOffered: Readonly<Record<string, NotOfferedScreen>>;
}

const BRANDS: Readonly<Record<string, BrandWalk>> = {
  playmax: { host: HOSTS.playmax, persona: 'paid@playmax.test', language: 'en-us', notOffered: {} },
  // ClickCoins has the green page and the VPN off.
  clickcoins: {
    host: HOSTS.clickcoins,
    persona: 'member@clickcoins.test',
    language: 'de-de',
    notOffered: { green: 'green-disabled', vpn: 'vpn-unavailable' },
  },
  // ClickPlay has ecommerce, the green page and the VPN off: each says so on its own screen.
  clickplay: {
    host: HOSTS.clickplay,
    persona: 'member@clickplay.test',
    language: 'fr-ca',
    notOffered: {
      marketplace: 'marketplace-disabled',
      'marketplace/checkout': 'marketplace-disabled',
      shippable: 'marketplace-disabled',
      green: 'green-disabled',
      vpn: 'vpn-unavailable',
    },
  },
  // The VPN brand offers the VPN and the library: no giveaways, ecommerce or green page.
  vpn: {
    host: HOSTS.vpn,
    persona: 'member@vpn.test',
    language: 'ja-jp',
    notOffered: {
      giveaways: 'giveaways-unavailable',
      marketplace: 'marketplace-disabled',
      'marketplace/checkout': 'marketplace-disabled',
      shippable: 'marketplace-disabled',
      green: 'green-disabled',
    },
  },
};

/** Every walked persona's own language in the demo data, given back after its walk. */
const PERSONAS_LANGUAGE = 'en-us';

/**
 * A brand's walk may be cut in parts: every part opens every screen (to find where its links lead)
 * and looks over the screens whose key falls to it (route-walk.ts partOwns), so a part is a shorter
 * journey, but every part after the first opens the screens again. Since axe runs in place
 * (accessibility.ts axeViolations) a whole walk takes 1–2.5 min on CI, well inside its limit, so
 * each brand is walked once.
 */
const PARTS_PER_BRAND = 1;

// A details page offers downloads only when the service worker controls it, as on a member's browser
// (the journeys block the worker by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Each part may go to any worker, beside the other files. A part signs in its own persona and gives
// it back its language, so it needs nothing from, and leaves nothing to, the other parts.
test.describe.configure({ mode: 'parallel' });

for (const [brand, setup] of Object.entries(BRANDS)) {
  for (let index = 0; index < PARTS_PER_BRAND; index += 1) {
    const part: WalkPart = { index, count: PARTS_PER_BRAND };
    test(`a member of ${brand} opens every screen and modal (part ${index + 1} of ${part.count}) in ${setup.language} on a desktop, a phone and a tablet without a dead end, an error or a raw key`, async ({
      page,
    }) => {
      // A part opens some 40 screens and looks over half of them at three widths, axe at two:
      // about 5 min for playmax on a runner at load 15.
      test.setTimeout(900_000);
      const walk = new RouteWalk(page, setup.host, EXPECTED_REFUSALS);
      await walk.keepThirdPartiesOut(THIRD_PARTY_HOSTS);
      await walk.signIn(setup.persona, DEMO_PASSWORD, setup.language);

      const shown: Record<string, string> = {};
      try {
        const menu = await walk.menuDestinations();
        expect(menu.length, 'the side menu lists destinations').toBeGreaterThan(1);
        const queue: { path: string; from: string }[] = [
          ...menu.map((path) => ({ path, from: 'the side menu' })),
          ...ROUTES_WITHOUT_IDS.map((path) => ({ path, from: 'routes.ts' })),
        ];
        const seen = new Set<string>();
        let logged = 0;
        for (let next = queue.shift(); next; next = queue.shift()) {
          const key = screenKey(next.path);
          if (key === null) {
            walk.findings.push({
              route: next.path,
              width: 0,
              problem: `${next.from} leads to a path no route matches`,
            });
            continue;
          }
          if (seen.has(key) || OUTSIDE_THE_WALK.has(key)) continue;
          seen.add(key);
          const took = await walk.open(next.path, next.from);
          if (!partOwns(part, key)) {
            const passed = await walk.pass();
            if (!passed.notOffered)
              for (const path of passed.links) queue.push({ path, from: `a link on ${next.path}` });
            continue;
          }
          const { notOffered, links } = await walk.checkAtEveryWidth();
          const intended = setup.notOffered[key] ?? null;
          if (notOffered !== intended)
            walk.findings.push({
              route: next.path,
              width: 1440,
              problem: `shows ${notOffered ?? 'the screen'} where the brand intends ${intended ?? 'the screen'}`,
            });
          const dialogs = notOffered ? [] : await walk.checkDialogs(next.path);
          const player = key.startsWith('browse/:media/id/') && (await walk.checkPlayer(next.path));
          const modals = dialogs.length ? `, modals: ${dialogs.join(', ')}` : '';
          shown[next.path] = `${notOffered ?? 'screen'} ${took} ms${modals}${player ? ', player' : ''}`;
          if (process.env.ROUTE_WALK_LOG)
            console.log(
              `${next.path}: ${shown[next.path]}\n${describeFindings(walk.findings.slice(logged))}`,
            );
          logged = walk.findings.length;
          if (notOffered) continue;
          for (const path of links) queue.push({ path, from: `a link on ${next.path}` });
        }
      } finally {
        await walk.restoreLanguage(PERSONAS_LANGUAGE);
      }

      await test
        .info()
        .attach('screens walked', { body: JSON.stringify(shown, null, 1), contentType: 'application/json' });
      expect(walk.findings, describeFindings(walk.findings)).toEqual([]);
    });
  }
}
