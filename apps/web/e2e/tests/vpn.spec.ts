import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { accessibilityViolations } from '../pages/accessibility';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { brandCa, chainsTo, parseOvpn, VpnPage } from '../pages/vpn-pages';

test('a vpn brand member finds a server, downloads the OpenVPN configuration and reads the Android steps', async ({
  page,
  request,
}) => {
  await new LoginPage(page, HOSTS.vpn).signInAs('member@vpn.test');
  await new ShellPage(page).menuItem('vpn').first().click();
  const vpn = new VpnPage(page);
  await vpn.waitReady();
  await expect(vpn.servers()).toHaveCount(20);

  await vpn.searchCountry('japan');
  await expect(vpn.servers()).toHaveCount(1);
  await vpn.chooseServer('jp-tyo-1');
  await expect(vpn.chosenServer()).toContainText('Tokyo');

  const file = await vpn.downloadConfig();
  // Dated and with its serial, so it is told from the configuration it replaces.
  expect(file.fileName).toMatch(/^vpn-jp-tyo-1-\d{8}-[0-9a-f]{8}\.ovpn$/);
  const ovpn = parseOvpn(file.text);
  expect(ovpn.directives).toEqual(
    expect.arrayContaining(['client', 'dev tun', 'remote jp-tyo-1.edge.member-vpn.net 1194']),
  );
  expect(Object.keys(ovpn.blocks).sort()).toEqual(['ca', 'cert', 'key']);
  const ca = await brandCa(request, HOSTS.vpn);
  expect(await chainsTo(ovpn.blocks.cert!, ca)).toBe(true);
  await expect(page.getByTestId('vpn-certificate')).toBeVisible();

  await vpn.choosePlatform('android');
  await expect(vpn.requirement()).toHaveText('Requires Android 9 or later.');
  await expect(vpn.platformSteps()).toHaveCount(10);
  await vpn.choosePlatform('debian');
  await expect(vpn.requirement()).toHaveText('Requires x64 Debian.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('vpn-desktop.png'), fullPage: true });

  // On a phone the list, the download and the steps fit the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(vpn.platformSteps().first()).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('vpn-375.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
});
