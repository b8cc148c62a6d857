import { expect, type Page } from '@playwright/test';
import type { Front } from '../https-front';

/** How the browser reached the page and what it loaded: `nextHopProtocol` of each entry ('h2'). */
export interface Protocols {
  page: string;
  /** Each distinct protocol of the page's resources fetched over the network. */
  resources: string[];
}

/** The member area as a member reaches it through the HTTPS front (https-front.ts). */
export class HttpsFrontPage {
  constructor(
    private readonly page: Page,
    private readonly front: Front,
    private readonly host: string,
  ) {}

  /** The sign-in screen at the front's https address (LoginPage.signIn fills it in). */
  async openSignIn() {
    await this.page.goto(this.front.url(this.host, '/login'));
    await expect(this.page.getByTestId('login-form')).toBeVisible();
  }

  /** The protocol of the current document and of the resources it loaded so far. */
  protocols(): Promise<Protocols> {
    return this.page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => entry.nextHopProtocol)
        // An entry answered from the memory cache or a service worker has none.
        .filter((protocol) => protocol !== '');
      return { page: nav?.nextHopProtocol ?? '', resources: [...new Set(resources)] };
    });
  }
}
