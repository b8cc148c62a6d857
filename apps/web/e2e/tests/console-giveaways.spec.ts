import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { apiUrl, hostHeader, HOSTS } from '../env';
import { accessibilityViolations } from '../pages/accessibility';
import { ConsoleGiveawayPage } from '../pages/console-giveaways-page';
import { ConsoleShell, ConsoleSignIn } from '../pages/console-pages';

const OPERATOR = 'brand@console.test';

// The seed's PlayMax giveaways: Smart Watch (1005) is open this month, so its envelopes still count;
// Weekend Getaway (1003) closed last month with more than 3,000 entrants and waits for a beacon, its
// pool fixed (no envelope counts there any more): the month the operator draws and publishes.
test('the giveaway operator records a postal entry, draws a month with a beacon and publishes it, and the record verifies', async ({
  page,
  request,
}) => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  await new ConsoleSignIn(page).signInAs(OPERATOR);
  const giveaway = new ConsoleGiveawayPage(page);

  await giveaway.open('playmax', '1005');
  const envelope = {
    envelopeRef: `E2E-${Date.now()}`,
    fullName: 'Grace Hopper',
    address: 'PO Box 42',
    city: 'Arlington',
    postcode: '22201',
    email: 'grace@example.com',
    country: 'US',
  };
  await giveaway.typeEnvelope(envelope);
  await expect(await giveaway.fieldError('address')).toContainText('A post office box is not accepted');
  await giveaway.recordEnvelope();
  await expect(await giveaway.fieldError('address')).toContainText('A post office box is not accepted');
  await expect(giveaway.field('address')).toBeFocused();

  await giveaway.field('address').fill('1200 Wilson Boulevard');
  await giveaway.recordEnvelope();
  await expect(giveaway.saved()).toContainText(`Envelope ${envelope.envelopeRef} is recorded`);
  // The same envelope typed again: warned at once, before anything is sent.
  await giveaway.field('envelopeRef').fill(envelope.envelopeRef);
  await expect(await giveaway.fieldError('envelopeRef')).toContainText(
    `Envelope ${envelope.envelopeRef} is already recorded on this giveaway`,
  );

  await giveaway.open('playmax', '1003');
  const month = await giveaway.monthIn('held');
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await giveaway.typeBeacon(`nist-beacon-e2e-${month}`);
  await giveaway.draw(month);
  await expect(giveaway.drawState(month)).toHaveText('Drawn');
  await expect(giveaway.winner(month)).toContainText(/m_[0-9a-f]{16}|p_[0-9a-f]+/);
  await expect(giveaway.claim(month)).toBeVisible();

  await giveaway.publish(month);
  await new ConsoleShell(page).confirmItsYou(OPERATOR);
  await expect(giveaway.drawState(month)).toHaveText('Published');
  await expect(giveaway.seed(month)).toHaveText(/^[0-9a-f]{64}$/);
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page, 'body'), `${width}px`).toEqual([]);
  }

  // Anyone checks it: the member area's record of the draw, verified by `npm run verify-draw`.
  const drawId = new URL(await giveaway.verificationUrl(month)).pathname.split('/').at(-1) ?? '';
  expect(drawId).toBe(`drw_1003_${month.replace('-', '')}`);
  const record = await request.get(apiUrl(`/api/draws/${drawId}`), { headers: hostHeader(HOSTS.playmax) });
  expect(record.ok()).toBe(true);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'draw-')), `${drawId}.json`);
  fs.writeFileSync(file, await record.text());
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'verify-draw', '--', file], {
    cwd: root,
  });
  expect(stdout).toContain('VERIFIED: winner');
  expect(stdout).not.toContain('[FAIL]');
});
