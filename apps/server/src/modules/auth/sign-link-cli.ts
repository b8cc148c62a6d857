/**
 * Prints a one-time sign-in link for a member, as a brand's signup funnel would send:
 *   npx tsx apps/server/src/modules/auth/sign-link-cli.ts --email paid@playmax.test --brand playmax
 */
import { parseArgs } from 'node:util';
import { normalizeEmail } from '@member-area/domain';
import { loadConfig } from '../../config';
import { openDb } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrate';
import { systemClock } from '../../lib/clock';
import { findBrandById } from '../brand';
import { findMemberByEmail } from '../member';
import { createSignInLink } from './sign-link';
import { TokenSigner } from './tokens';
import { publicOrigin } from '../mail';

async function run(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, brand: { type: 'string' } } });
  if (!values.email || !values.brand) {
    console.error('usage: sign-link-cli --email <member e-mail> --brand <brand id>');
    return 2;
  }
  const config = loadConfig();
  const handle = openDb({ url: config.databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const brand = await findBrandById(handle.db, values.brand);
    if (!brand) {
      console.error(`no brand ${values.brand}`);
      return 1;
    }
    const member = await findMemberByEmail(handle.db, brand.id, normalizeEmail(values.email));
    if (!member) {
      console.error(`no member ${values.email} on ${brand.id}`);
      return 1;
    }
    const baseUrl = publicOrigin(brand, config);
    const deps = {
      db: handle.db,
      clock: systemClock,
      tokens: new TokenSigner(config.jwtSecret, systemClock),
    };
    console.log(await createSignInLink(deps, Number(member.id), { id: brand.id }, baseUrl));
    return 0;
  } finally {
    await handle.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
