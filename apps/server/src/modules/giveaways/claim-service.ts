/**
 * Claiming a won prize (issue 12 item 3): only the drawn winner, once; a physical prize needs a
 * shipping address (the account's address rules). The race between two claims is settled by the
 * database (ledger-repo claimDraw). The confirmation mail goes after the claim is stored.
 */
import type { Db } from '../../db/kysely';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { parseAddress, type AddressInput } from '../account';
import type { Brand } from '../brand';
import { fromAddress, type Mailer } from '../mail';
import type { MemberModel } from '../member';
import { claimDraw } from './ledger-repo';
import { prizeClaimMail } from './mails';
import type { SweepCard, SweepViewer } from './model';
import { findBrandSweep, findWinningDraw } from './repo';
import { isPlausibleSweepId, type GiveawayService } from './service';

export type ClaimResult =
  | { ok: true; sweep: SweepCard | null }
  | { ok: false; errorCode: 'sweep_not_found' | 'not_winner' | 'prize_already_claimed' }
  | { ok: false; errorCode: 'invalid_address' | 'invalid_characters'; extra: { fields: string[] } };

export class ClaimService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sweeps: GiveawayService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  async claim(
    member: MemberModel,
    brand: Brand,
    viewer: SweepViewer,
    sweepId: string,
    shipping: unknown,
  ): Promise<ClaimResult> {
    const sweep = isPlausibleSweepId(sweepId) ? await findBrandSweep(this.db, brand.id, sweepId) : undefined;
    if (!sweep) return { ok: false, errorCode: 'sweep_not_found' };
    const draw = await findWinningDraw(this.db, sweep.id, member.id);
    if (!draw) return { ok: false, errorCode: 'not_winner' };
    if (draw.claimed_at !== null) return { ok: false, errorCode: 'prize_already_claimed' };
    let address: AddressInput | null = null;
    if (sweep.prizeKind === 'physical') {
      const parsed = parseAddress(shipping ?? {});
      if (!parsed.ok) return parsed;
      address = parsed.address;
    }
    const claimedAt = this.clock().toISOString();
    const details = address ? JSON.stringify({ shipping: address }) : null;
    if (!(await claimDraw(this.db, draw.id, member.id, { claimedAt, details })))
      return { ok: false, errorCode: 'prize_already_claimed' };
    this.background.run('prize-claim-mail', async () => {
      const mail = prizeClaimMail(member, brand, {
        giveaway: sweep.name,
        prize: sweep.productName,
        claimedAt,
        shipTo: address
          ? [
              `${address.firstName} ${address.lastName}`,
              [address.address, address.apartmentSuite].filter(Boolean).join(' '),
              [address.city, address.state, address.postcode].filter(Boolean).join(' '),
              address.country.toUpperCase(),
            ]
          : null,
      });
      await this.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'giveaway_prize_claim',
        memberId: member.id,
        ...mail,
      });
    });
    return { ok: true, sweep: await this.sweeps.cardOf(brand, viewer, sweep.id) };
  }
}
