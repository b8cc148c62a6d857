import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as x509 from '@peculiar/x509';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, hostHeader } from '../env';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/** The VPN page (SPEC.md 2), as a member uses it. */
export class VpnPage {
  constructor(private readonly page: Page) {}

  async waitReady() {
    await expect(this.page.getByTestId('vpn-page')).toBeVisible();
    await expect(this.page.getByTestId('vpn-servers')).toBeVisible();
  }

  servers() {
    return this.page.getByTestId('vpn-servers').locator('[data-testid^="vpn-server-"]');
  }

  async searchCountry(text: string) {
    await this.page.getByTestId('vpn-search').fill(text);
  }

  async chooseServer(id: string) {
    await this.page.getByTestId(`vpn-server-${id}`).click();
    await expect(this.page.getByTestId(`vpn-server-${id}`)).toHaveAttribute('aria-pressed', 'true');
  }

  chosenServer() {
    return this.page.getByTestId('vpn-config-server');
  }

  /** Downloads the configuration and answers the saved file's name and text. */
  async downloadConfig(): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('vpn-download').click(),
    ]);
    const path = await download.path();
    await expect(this.page.getByTestId('vpn-config-done')).toBeVisible();
    return { fileName: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  async choosePlatform(platform: string) {
    await this.page.getByTestId(`vpn-platform-${platform}`).click();
  }

  platformSteps() {
    return this.page.getByTestId('vpn-platform-panel').locator('ol > li');
  }

  requirement() {
    return this.page.getByTestId('vpn-requirement');
  }
}

/** An OpenVPN configuration read back: its directives and inline blocks (<ca>, <cert>, <key>). */
export interface OvpnFile {
  directives: string[];
  blocks: Record<string, string>;
}

export function parseOvpn(text: string): OvpnFile {
  const blocks: Record<string, string> = {};
  const rest = text.replace(/<([a-z-]+)>\n([\s\S]*?)\n<\/\1>/g, (_m, tag: string, body: string) => {
    blocks[tag] = body;
    return '';
  });
  return {
    directives: rest
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    blocks,
  };
}

/** The brand's published CA certificate (GET /api/vpn/ca.pem). */
export async function brandCa(request: APIRequestContext, host: string): Promise<x509.X509Certificate> {
  const res = await request.get(apiUrl('/api/vpn/ca.pem'), { headers: hostHeader(host) });
  expect(res.status()).toBe(200);
  return new x509.X509Certificate(await res.text());
}

/** Whether the certificate is signed by the CA (with @peculiar/x509, as the server made it). */
export async function chainsTo(certPem: string, ca: x509.X509Certificate): Promise<boolean> {
  const cert = new x509.X509Certificate(certPem);
  return cert.issuer === ca.subject && (await cert.verify({ publicKey: ca, signatureOnly: true }));
}
