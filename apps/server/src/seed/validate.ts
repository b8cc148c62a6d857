import { CHAMPION_MEMBERSHIP_IDS } from '@member-area/domain';
import { BRANDS } from './brands';
import { PERSONAS } from './personas';
import { OFFERS, PLANS } from './plans';
import { translationGaps } from './translations';
import { impactSeedProblems } from './impacts';
import { marketplaceSeedProblems } from './marketplace';

/**
 * Checks the seed data's own consistency before anything is written, so a typo in the data fails
 * loudly instead of leaving a half-seeded brand.
 */
export function seedDataProblems(): string[] {
  const problems: string[] = [];
  const brandIds = new Set(BRANDS.map((b) => b.id));
  const offerIds = new Set(OFFERS.map((o) => o.id));

  const dupes = (values: readonly (string | number)[]) =>
    values.filter((v, i) => values.indexOf(v) !== i).map(String);

  for (const d of dupes(BRANDS.map((b) => b.id))) problems.push(`duplicate brand id ${d}`);
  for (const d of dupes(BRANDS.flatMap((b) => b.hosts.map((h) => h.toLowerCase())))) {
    problems.push(`hostname ${d} belongs to two brands`);
  }
  for (const brand of BRANDS) {
    if (!brand.hosts.includes(brand.hostname))
      problems.push(`${brand.id}: hostname ${brand.hostname} not in hosts`);
    for (const host of brand.hosts) {
      if (host !== host.toLowerCase() || host.includes(':'))
        problems.push(`${brand.id}: host ${host} must be lower-case, no port`);
    }
  }
  for (const d of dupes(OFFERS.map((o) => o.id))) problems.push(`duplicate offer id ${d}`);
  for (const d of dupes(PLANS.map((p) => p.id))) problems.push(`duplicate plan id ${d}`);
  for (const plan of PLANS) {
    if (!brandIds.has(plan.brandId)) problems.push(`plan ${plan.id}: unknown brand ${plan.brandId}`);
    for (const id of plan.offerIds)
      if (!offerIds.has(id)) problems.push(`plan ${plan.id}: unknown offer ${id}`);
  }

  for (const id of CHAMPION_MEMBERSHIP_IDS) {
    const plan = PLANS.find((p) => p.id === id);
    if (plan?.group !== 'champion') problems.push(`Champion membership ${id} has no champion plan`);
  }

  const keys = PERSONAS.map((p) => `${p.brandId}/${p.email}`);
  for (const d of dupes(keys)) problems.push(`duplicate persona ${d}`);
  for (const d of dupes(PERSONAS.map((p) => p.referenceNumber)))
    problems.push(`duplicate reference number ${d}`);
  const cards = PERSONAS.flatMap((p) =>
    p.paymentMethods.filter((m) => m.first6).map((m) => `${m.first6}…${m.last4}`),
  );
  for (const d of dupes(cards))
    problems.push(`card ${d} is on two personas (account recovery must find one)`);
  for (const persona of PERSONAS) {
    if (!brandIds.has(persona.brandId)) problems.push(`${persona.email}: unknown brand ${persona.brandId}`);
    if (persona.email !== persona.email.trim().toLowerCase())
      problems.push(`${persona.email}: e-mail not normalised`);
    for (const sub of persona.subscriptions) {
      const plan = PLANS.find((p) => p.id === sub.planId);
      if (!plan) problems.push(`${persona.email}: unknown plan ${sub.planId}`);
      else if (plan.brandId !== persona.brandId)
        problems.push(`${persona.email}: plan ${plan.id} is another brand's`);
    }
  }
  for (const gap of translationGaps()) problems.push(`no translation of ${gap}`);
  problems.push(...marketplaceSeedProblems());
  problems.push(...impactSeedProblems());
  return problems;
}
