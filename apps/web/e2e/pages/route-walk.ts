import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { APP_ROUTES, matchesRoutePattern } from '@member-area/domain';
import { brandUrl } from '../env';
import { accessibilityViolations } from './accessibility';
import { chooseLanguage } from './login-page';
import { settleAnimations } from './playback-saves';
import { ShellPage } from './shell-page';

/** One thing wrong with one screen, as the failure lists it. */
export interface Finding {
  route: string;
  width: number;
  problem: string;
}

/** A response of our own origin the screen asks for knowing it may be refused, and why that is fine. */
export interface ExpectedRefusal {
  url: RegExp;
  status: number;
  reason: string;
}

/** How long a screen may take to settle on this shared machine before that is a finding. */
const SETTLE_MS = 8_000;

/** The widths every screen is held to: the desktop it is drawn at, then a phone and a tablet. */
export const DESKTOP_WIDTH = 1440;
export const PHONE_AND_TABLET_WIDTHS = [375, 768] as const;
/** The widths axe looks at every screen in (issue 17 scope 3): the desktop and the phone. */
const AXE_WIDTHS: readonly number[] = [DESKTOP_WIDTH, 375];

/**
 * What opens a modal: a button that says so (`aria-haspopup="dialog"`, which Radix's triggers set
 * and every other dialog opener in the app sets by hand, so screen readers announce it too).
 */
const DIALOG_TRIGGER = '[aria-haspopup="dialog"]:visible';
/** What the keyboard can reach. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');
/** An open modal (Radix portals it to the end of the body). */
const OPEN_DIALOG = '[role="dialog"]:visible, [role="alertdialog"]:visible';

/** Screens that mean the member hit a dead end: not found, or something that broke. */
const DEAD_END_SCREENS = [
  '[data-testid="not-found"]',
  '[data-testid$="-not-found"]',
  '[data-testid="error-screen"]',
  '[data-testid="chunk-load-error"]',
  '[data-testid="playlist-missing"]',
  '[data-testid="green-error"]',
  '[data-testid="draws-error"]',
  '[data-testid="player-error"]',
].join(', ');

/** Screens a brand shows on purpose for a part of the app it does not offer. */
export const NOT_OFFERED_SCREENS = [
  'marketplace-disabled',
  'vpn-unavailable',
  'giveaways-unavailable',
  'green-disabled',
] as const;
export type NotOfferedScreen = (typeof NOT_OFFERED_SCREENS)[number];

/**
 * The locale files' names are the first segment of every key (locales/<code>/<file>.json holds
 * `t('<file>.…')`), so text such as `home.greeting.morning` on a screen is a key i18next could not
 * find: with no `parseMissingKeyHandler` it shows the key itself.
 */
const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/i18n/locales/en-us',
);
const KEY_FILES = fs
  .readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, '').replace(/-/g, '\\-'));
const RAW_KEY_SOURCE = `(?<![\\w@./-])(?:${KEY_FILES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`;
/** i18next's own output for a key that names a group of strings rather than one. */
const OBJECT_KEY_SOURCE = 'returned an object instead of string';

/** Patterns of the app's routes (packages/domain routes.ts), the member area's and the public ones. */
const PATTERNS = APP_ROUTES.map((route) => route.pattern);

/** Screens outside the member area a signed-in walk does not open: signing in and out, brand errors. */
export const OUTSIDE_THE_WALK = new Set([
  'nobrand',
  'error',
  'login',
  'forgot-password',
  'forgot-email',
  'reset-password/:key',
]);

/**
 * Which screen a path is a sample of: one visit per route pattern is enough, except the media
 * types and account tabs, which are different screens behind one pattern.
 */
export function screenKey(pathname: string): string | null {
  const pattern = PATTERNS.find((candidate) => matchesRoutePattern(candidate, pathname));
  if (pattern === undefined) return null;
  if (pattern === 'browse/:media' || pattern === 'account/:slug?') return pathname.replace(/\/$/, '');
  // Each of a title's players and details differ by media type: one details page per type.
  if (pattern === 'browse/:media/id/:id/:slug?') return `${pattern} ${pathname.split('/')[2]}`;
  return pattern;
}

/** One part of a brand's walk: the screens whose key falls to it (`WalkPart.owns`). */
export interface WalkPart {
  index: number;
  count: number;
}

/**
 * Whether a screen is looked over by this part of the walk. Every part opens every screen, to find
 * the links it leads to, and looks over only its own: by a hash of the screen's key, so the answer
 * does not depend on the order the screens were found in.
 */
export function partOwns(part: WalkPart, key: string): boolean {
  // FNV-1a, 32 bits: spreads the similar keys ("browse/movie", "browse/music") evenly.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % part.count === part.index;
}

/**
 * A member walking every screen of one brand in one signed-in page, and everything the screens
 * do wrong on the way: console errors, failed requests, dead ends, raw locale keys, sideways
 * scrolling on a phone or a tablet.
 */
export class RouteWalk {
  readonly findings: Finding[] = [];
  private current = '/login';
  /** Kinds of control whose focus has been looked at (element, class, test id): each once a walk. */
  private readonly focusKinds = new Set<string>();
  /** Modals already looked at, by their opener's test id or name: each modal once a walk. */
  private readonly dialogsOpened = new Set<string>();
  private width = DESKTOP_WIDTH;
  private readonly origin: string;

  constructor(
    private readonly page: Page,
    private readonly host: string,
    private readonly expectedRefusals: readonly ExpectedRefusal[],
  ) {
    this.origin = new URL(brandUrl(host)).origin;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      this.note(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.note(`uncaught error: ${error.message}`));
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
  }

  private note(problem: string) {
    this.findings.push({ route: this.current, width: this.width, problem });
  }

  private ours(url: string): boolean {
    return new URL(url).origin === this.origin;
  }

  private onRequestFailed(request: Request) {
    // A player that closes cancels the media it was loading (the reader also the blob: copies of
    // the book's pages and pictures in its frame), and a screen left before its covers arrived
    // cancels them: that is the member moving on, not a failure.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (aborted && new URL(request.url()).pathname.startsWith('/media/')) return;
    if (aborted && request.url().startsWith('blob:')) return;
    // The browser's own fetch of the tab's icon, dropped when the address changes under it.
    if (aborted && new URL(request.url()).pathname.startsWith('/favicon')) return;
    if (aborted && request.resourceType() === 'image') return;
    this.note(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
  }

  private onResponse(response: Response) {
    const url = response.url();
    if (response.status() < 400 || !this.ours(url)) return;
    const expected = this.expectedRefusals.some(
      (refusal) => refusal.status === response.status() && refusal.url.test(url),
    );
    if (!expected) this.note(`HTTP ${response.status()}: ${response.request().method()} ${url}`);
  }

  /**
   * Answers requests to other origins the screens load (analytics) with an empty success: they
   * are not ours to test, and a CI runner may have no way out to the internet.
   */
  async keepThirdPartiesOut(hosts: readonly string[]) {
    for (const host of hosts)
      await this.page.route(`https://${host}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
  }

  /**
   * Signs in on the sign-in screen in the language the walk is in (chosen there, so it is this
   * browser's choice and not saved on the member); everything the sign-in does wrong counts too.
   */
  async signIn(email: string, password: string, language: string) {
    this.current = '/login';
    await this.page.goto(brandUrl(this.host, '/login'));
    await chooseLanguage(this.page, language);
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
    await this.page.getByTestId('login-email').fill(email);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
    await expect(this.page.getByTestId('side-menu').first()).toBeAttached({ timeout: 30_000 });
  }

  /**
   * Gives the member back the language they had before the walk: a language chosen on the sign-in
   * screen becomes the member's own, and the journeys after the walk read this persona in English.
   */
  async restoreLanguage(locale: string) {
    await this.page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await this.page.goto(brandUrl(this.host, '/'));
    await new ShellPage(this.page).switchLanguage(locale);
  }

  /** The side menu's (and the library group's) destinations, in the order the member sees them. */
  async menuDestinations(): Promise<string[]> {
    const hrefs = await this.page
      .getByTestId('side-menu')
      .first()
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    return [...new Set(hrefs)];
  }

  /**
   * Moves to a path inside the app, as following a link does: the router takes the new address
   * without reloading the page (one page load per brand keeps the walk within its CI minutes).
   */
  async open(pathname: string, from: string): Promise<number> {
    const started = Date.now();
    this.current = `${pathname} (from ${from})`;
    this.width = DESKTOP_WIDTH;
    const viewport = this.page.viewportSize();
    if (viewport?.width !== DESKTOP_WIDTH)
      await this.page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await this.page.evaluate((to) => {
      // React Router's browser history reads the address on popstate, as on Back and Forward.
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, pathname);
    await expect(this.page).toHaveURL(brandUrl(this.host, pathname));
    // The address changes at once, the screen when React has drawn the router's new state (the
    // loading bar, then the screen): two frames, so a busy runner is not read the screen before.
    await this.nextFrame();
    await this.settled();
    return Date.now() - started;
  }

  /**
   * The screen is drawn: the main landmark is there, nothing is loading any more, and its heading
   * (or the screen saying why there is none) is shown. A screen that never gets there is a finding.
   */
  private async settled() {
    const readySelector = [
      '#main h1',
      DEAD_END_SCREENS,
      ...NOT_OFFERED_SCREENS.map((id) => `[data-testid="${id}"]`),
    ].join(', ');
    // Polled until the screen is ready, then asked once more, for the reason, when it never was.
    const waiting = ({ selector, ready }: { selector: string; ready: boolean }) => {
      const visible = (el: Element | null) => el instanceof HTMLElement && el.offsetParent !== null;
      let reason = '';
      if (!visible(document.querySelector('#main'))) reason = 'no main landmark';
      else if (document.querySelector('[data-testid="loading-bar"][data-active="true"]'))
        reason = 'the loading bar never stops';
      else if (document.querySelector('#main [aria-busy="true"]')) reason = 'a part of the screen stays busy';
      else if (!Array.from(document.querySelectorAll(selector)).some(visible)) reason = 'no level-1 heading';
      return ready ? reason === '' : reason;
    };
    try {
      await this.page.waitForFunction(
        waiting,
        { selector: readySelector, ready: true },
        { timeout: SETTLE_MS },
      );
    } catch {
      const problem = await this.page.evaluate(waiting, { selector: readySelector, ready: false });
      this.note(`${String(problem)} (waited ${SETTLE_MS / 1000} s)`);
    }
  }

  /**
   * Looks the screen over at the current width: dead ends, raw locale keys and sideways scrolling
   * are noted; what it says it does not offer and where its links lead are answered.
   */
  private async inspect(): Promise<{ notOffered: NotOfferedScreen | null; links: string[] }> {
    const seen = await this.page.evaluate(
      ({ deadEndSelector, notOfferedIds, keySource, objectSource }) => {
        const visible = (el: Element) => el instanceof HTMLElement && el.offsetParent !== null;
        const deadEnds = Array.from(document.querySelectorAll(deadEndSelector))
          .filter(visible)
          .map((el) => el.getAttribute('data-testid') ?? '?');
        const notOffered = notOfferedIds.find((id) =>
          Array.from(document.querySelectorAll(`[data-testid="${id}"]`)).some(visible),
        );
        const key = new RegExp(keySource, 'g');
        const texts = [document.body.innerText, document.title];
        for (const el of Array.from(
          document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
        ))
          for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
            texts.push(el.getAttribute(name) ?? '');
        const rawKeys = new Set<string>();
        for (const text of texts) {
          for (const match of text.matchAll(key)) rawKeys.add(match[0]);
          if (text.includes(objectSource)) rawKeys.add(objectSource);
        }
        const links = Array.from(document.querySelectorAll('a[href]'))
          .map((link) => link as HTMLAnchorElement)
          .filter(
            (link) =>
              link.origin === location.origin && link.target !== '_blank' && !link.hasAttribute('download'),
          )
          .map((link) => link.pathname);
        // The element sticking out furthest on the right, to point the reader at the culprit.
        let culprit = '';
        const overflow = document.documentElement.scrollWidth - window.innerWidth;
        if (overflow > 0) {
          let right = window.innerWidth + 1;
          for (const el of Array.from(document.body.querySelectorAll('*'))) {
            const rect = el.getBoundingClientRect();
            if (rect.width === 0 || rect.right <= right) continue;
            right = rect.right;
            const testId = el.getAttribute('data-testid');
            const className = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
            culprit = `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${className ? `.${className}` : ''} reaches ${Math.round(rect.right)}px`;
          }
        }
        return {
          deadEnds,
          notOffered: notOffered ?? null,
          rawKeys: [...rawKeys],
          links: [...new Set(links)],
          overflow,
          culprit,
        };
      },
      {
        deadEndSelector: DEAD_END_SCREENS,
        notOfferedIds: [...NOT_OFFERED_SCREENS],
        keySource: RAW_KEY_SOURCE,
        objectSource: OBJECT_KEY_SOURCE,
      },
    );
    for (const id of seen.deadEnds) this.note(`dead end: the ${id} screen`);
    for (const key of seen.rawKeys) this.note(`untranslated key: ${key}`);
    if (seen.overflow > 0) this.note(`scrolls sideways by ${seen.overflow}px (${seen.culprit})`);
    return { notOffered: seen.notOffered as NotOfferedScreen | null, links: seen.links };
  }

  /**
   * Reads the screen at 1440 px only, for what it says the brand does not offer and where its
   * links lead: how a part of the walk passes a screen another part looks over.
   */
  async pass(): Promise<{ notOffered: NotOfferedScreen | null; links: string[] }> {
    return this.inspect();
  }

  /**
   * Checks the screen at 1440 px, then on a phone and a tablet without reloading it; answers what
   * it says the brand does not offer (if so) and the paths its links lead to.
   */
  async checkAtEveryWidth(): Promise<{ notOffered: NotOfferedScreen | null; links: string[] }> {
    const desktop = await this.inspect();
    await this.checkAccessibility();
    await this.checkFocusVisible();
    for (const width of PHONE_AND_TABLET_WIDTHS) {
      this.width = width;
      await this.page.setViewportSize({ width, height: 900 });
      await this.nextFrame();
      await this.inspect();
      await this.checkAccessibility();
    }
    return desktop;
  }

  /**
   * Every kind of control on the screen shows where the keyboard focus is (WCAG 2.4.7; axe does not
   * check it): focused after a Tab, so `:focus-visible` applies, the control or something inside
   * it must look different from the control unfocused (ring, outline, border or background), with
   * transitions off so the change is read at once. Controls are told apart by their element, class
   * and test id, so each kind is looked at once a walk, not once a screen.
   */
  private async checkFocusVisible() {
    await this.page.keyboard.press('Tab');
    const unseen = await this.page.evaluate(
      ({ selector, checked }) => {
        const style = document.createElement('style');
        style.textContent = '*, *::before, *::after { transition: none !important; }';
        document.head.append(style);
        const looks = (el: Element) =>
          [el, ...Array.from(el.querySelectorAll('*'))].map((node) => {
            const cs = getComputedStyle(node);
            return [cs.outlineStyle, cs.outlineWidth, cs.boxShadow, cs.borderColor, cs.backgroundColor].join(
              '|',
            );
          });
        const kinds = new Set(checked);
        const missing: string[] = [];
        for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          const rect = el.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
          const testId = (el.getAttribute('data-testid') ?? '').replace(/-\d+$/, '');
          const kind = `${el.tagName.toLowerCase()}.${String(el.className)}#${testId}`;
          if (kinds.has(kind)) continue;
          kinds.add(kind);
          el.blur();
          const before = looks(el).join();
          el.focus({ preventScroll: true });
          if (document.activeElement !== el) continue;
          if (looks(el).join() === before) missing.push(kind);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        style.remove();
        return { kinds: [...kinds], missing };
      },
      { selector: FOCUSABLE, checked: [...this.focusKinds] },
    );
    for (const kind of unseen.kinds) this.focusKinds.add(kind);
    for (const kind of unseen.missing)
      this.note(
        `no visible focus on ${kind.replace(/\.([^#]*)#/, (_, c: string) => `.${c.split(' ')[0] ?? ''}#`)}`,
      );
  }

  /**
   * axe (every rule of WCAG 2.1 A and AA, the experimental ones included, every impact) over the
   * whole page, the shell included, at the widths it is asked for. A violation the shell has shows on every screen; it is noted once per width.
   */
  private async checkAccessibility(scope = 'body') {
    if (!AXE_WIDTHS.includes(this.width)) return;
    const problems = [
      ...(await accessibilityViolations(this.page, scope, { experimental: true })),
      ...(await this.formsWithoutSubmit(scope)),
    ];
    for (const violation of problems) {
      const problem = `accessibility: ${violation}`;
      if (this.findings.some((f) => f.width === this.width && f.problem === problem)) continue;
      this.note(problem);
    }
  }

  /**
   * Forms with no submit button, as pa11y's HTML_CodeSniffer finds them (WCAG 3.2.2, its H32.2: a
   * form is submitted by a control the member can find, not only by Enter in a field); axe has no
   * such rule. As HTML_CodeSniffer counts them: a submit or image input, a button that is not
   * type="button" or "reset", inside the form or outside it naming the form (`form="id"`).
   */
  private async formsWithoutSubmit(scope: string): Promise<string[]> {
    return this.page.evaluate((selector) => {
      const forms = Array.from(document.querySelectorAll(selector)).flatMap((root) => [
        ...(root instanceof HTMLFormElement ? [root] : []),
        ...Array.from(root.querySelectorAll('form')),
      ]);
      return forms
        .filter((form) => {
          const submits =
            'input[type="submit"], input[type="image"], button:not([type="button"]):not([type="reset"])';
          if (form.querySelector(submits)) return false;
          const id = form.getAttribute('id');
          const outside = id
            ? Array.from(document.querySelectorAll(`[form="${CSS.escape(id)}"]`)).some((el) =>
                el.matches(submits),
              )
            : false;
          return !outside;
        })
        .map((form) => {
          const testId = form.getAttribute('data-testid');
          const role = form.getAttribute('role');
          const name = testId ? `[data-testid="${testId}"]` : role ? `[role="${role}"]` : '';
          return `form-without-submit (HTML_CodeSniffer H32.2): form${name}`;
        });
    }, scope);
  }

  /**
   * Opens every modal the screen offers that the walk has not opened yet, at 1440 px and then on a
   * phone (the side menu's drawer has its opener only there), and holds each to what a screen is
   * held to: no raw key, no sideways scrolling, axe at 1440 and 375 px; then closes it with Escape
   * and expects the focus back on its opener (issue 17 scope 3: modals trap and restore focus).
   */
  async checkDialogs(screen: string): Promise<string[]> {
    const opened: string[] = [];
    for (const width of AXE_WIDTHS) {
      await this.resize(width);
      const openers = this.page.locator(DIALOG_TRIGGER);
      for (let index = 0; index < (await openers.count()); index += 1) {
        const opener = openers.nth(index);
        // One of a kind: the plan-choose-147 … plan-choose-151 buttons open one checkout dialog.
        const name = (
          await opener.evaluate(
            (el) =>
              el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
          )
        ).replace(/-\d+$/, '');
        if (this.dialogsOpened.has(name)) continue;
        this.dialogsOpened.add(name);
        opened.push(name);
        await this.checkDialog(opener, `${screen} > the ${name} dialog`);
      }
    }
    await this.resize(DESKTOP_WIDTH);
    return opened;
  }

  /**
   * On a title's details page: Play opens the title's player, which is held to what a screen is
   * held to (console errors, failed requests, raw keys, axe at 1440 px; players-a11y.spec.ts holds
   * each player at 375 px too, with its menus). Then the member closes it, and stops what goes on in
   * the mini player, so the walk carries on without it. Answers whether there was a player.
   */
  async checkPlayer(screen: string): Promise<boolean> {
    await this.resize(DESKTOP_WIDTH);
    const play = this.page.getByTestId('play-button');
    if (!(await play.isVisible())) return false;
    this.current = `${screen} > its player`;
    await play.click();
    const player = this.page.locator('[data-testid="player-host"][data-presentation="full"]');
    try {
      await expect(player).toBeVisible({ timeout: SETTLE_MS });
      await expect(player.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_MS });
    } catch {
      this.note('Play opens no player, or the player stays busy');
      return true;
    }
    await settleAnimations(this.page);
    await this.inspect();
    await this.checkAccessibility('[data-testid="player-host"]');
    await this.page.getByTestId('player-close').click();
    const mini = this.page.getByTestId('mini-player');
    try {
      // Music and audiobooks go on in the mini player, which takes the full player's place in the
      // same render: asked before that render (a busy runner), it was not there yet and stayed.
      await expect(player).toHaveCount(0, { timeout: SETTLE_MS });
      if (await mini.isVisible()) await this.page.getByTestId('mini-player-close').click();
      await expect(mini).toHaveCount(0, { timeout: SETTLE_MS });
    } catch {
      this.note('the player does not close');
    }
    return true;
  }

  private async checkDialog(opener: Locator, where: string) {
    this.current = where;
    const openedAt = this.width;
    await opener.click();
    const dialog = this.page.locator(OPEN_DIALOG).last();
    try {
      await expect(dialog).toBeVisible({ timeout: SETTLE_MS });
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_MS });
    } catch {
      this.note('its opener shows no modal, or the modal stays busy');
      return;
    }
    // The dialog's own layout at the width it was opened at and, from the desktop, on a phone.
    for (const width of openedAt === DESKTOP_WIDTH ? AXE_WIDTHS : [openedAt]) {
      await this.resize(width);
      await settleAnimations(this.page);
      await this.inspect();
      await this.checkAccessibility(OPEN_DIALOG.replace(/:visible/g, ''));
    }
    await this.resize(openedAt);
    await this.page.keyboard.press('Escape');
    try {
      await expect(dialog).toBeHidden({ timeout: SETTLE_MS });
    } catch {
      this.note('Escape does not close the modal');
      return;
    }
    try {
      await expect(opener).toBeFocused({ timeout: 2_000 });
    } catch {
      this.note('closing the modal does not give the focus back to its opener');
    }
  }

  private async resize(width: number) {
    if (this.width === width && this.page.viewportSize()?.width === width) return;
    this.width = width;
    await this.page.setViewportSize({ width, height: 900 });
    await this.nextFrame();
  }

  /** A layout pass after a resize: two animation frames, so media queries and observers have run. */
  private async nextFrame() {
    await this.page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
  }
}

/** The findings as the readable list a failure prints, one line each. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.route} @ ${f.width}px: ${f.problem}`).join('\n');
}
