import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/**
 * What a brand's site shows before and around the member area: the screens for an unknown brand and
 * an unknown path, and the document's head (analytics script, favicons).
 */
export class BrandDocument {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open(path: string) {
    await this.page.goto(brandUrl(this.host, path));
  }

  /** The screen a host that is no brand gets. */
  noBrandScreen() {
    return this.page.getByTestId('nobrand');
  }

  /** The screen an unknown path gets. */
  notFoundScreen() {
    return this.page.getByTestId('not-found');
  }

  /** Google Tag Manager scripts in the page (brands tagged google_analytics:enabled load one). */
  analyticsScripts() {
    return this.page.locator('script[src*="googletagmanager"]');
  }

  /** The address of the favicon of one size ('32x32', '16x16'). */
  async faviconHref(size: string): Promise<string> {
    const href = await this.page.locator(`link[rel~="icon"][sizes="${size}"]`).getAttribute('href');
    expect(href, `favicon ${size}`).toBeTruthy();
    return href as string;
  }
}
