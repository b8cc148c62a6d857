/**
 * Free postal entries (SPEC.md 5 "Postal entry", issue 12 item 6): an operator types in one envelope
 * at a time (ops record-postal-entry). One envelope is one entry, weighed exactly like one paid
 * entry in the draw. Refusals are data with the error catalogue's codes.
 */
import { postalEntrantKey, postalEntryProblems, type PostalField } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText, type CharacterRefusal } from '../../lib/member-text';
import type { EntrantPseudonyms } from './draw-entrants';
import { findDrawSweep } from './draw-repo';
import { addToPool } from './ledger-repo';
import { hasClosedDraw, insertPostalEntry } from './postal-repo';

export const ENVELOPE_REF_MAX_LENGTH = 100;
export const POSTAL_TEXT_MAX_LENGTH = 300;
/** One envelope, one entry (SPEC.md 9 "Postal entry: one per card or envelope"). */
export const ENTRIES_PER_ENVELOPE = 1;

export interface PostalEntryRecord {
  sweepId: string;
  envelopeRef: string;
  fullName: string;
  address: string;
  city: string;
  postcode: string;
  phone?: string | null;
  email: string;
  /** ISO alpha-2; when given, the post code must fit it. */
  country?: string | null;
  /** When the envelope arrived (default: now); it counts for the month it arrived in. */
  receivedAt?: Date;
}

export type PostalFailure =
  | { ok: false; errorCode: 'postal_incomplete'; extra: { fields: (PostalField | 'envelopeRef')[] } }
  | { ok: false; errorCode: 'postal_po_box' | 'postal_invalid_email' }
  | { ok: false; errorCode: 'postal_duplicate'; extra: { envelopeRef: string } }
  | CharacterRefusal<PostalField | 'envelopeRef'>
  | { ok: false; errorCode: 'sweep_not_found' | 'sweep_not_started' | 'sweep_closed' };

export type PostalResult = { ok: true; id: number; entrant: string; receivedAt: string } | PostalFailure;

export class PostalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly entrants: EntrantPseudonyms,
  ) {}

  /**
   * `onRecorded` runs inside the transaction that records the envelope (the console's audit row);
   * not for a duplicate, which records nothing.
   */
  async record(
    input: PostalEntryRecord,
    onRecorded?: (trx: DbOrTrx, entry: { id: number; sweepId: string; envelopeRef: string }) => Promise<void>,
  ): Promise<PostalResult> {
    // What the operator copies from an envelope is the entrant's text: it is shown to operators
    // and, for a winner, printed on what is posted.
    const refused = refuseUnsafeText(input, [
      'fullName',
      'address',
      'city',
      'postcode',
      'phone',
      'email',
      'envelopeRef',
    ] as const);
    if (refused) return refused;
    const problems = postalEntryProblems(input);
    const tooLong = (['fullName', 'address', 'city', 'postcode', 'email', 'phone'] as const).filter(
      (f) => (input[f] ?? '').length > POSTAL_TEXT_MAX_LENGTH,
    );
    if (input.envelopeRef.trim() === '' || input.envelopeRef.length > ENVELOPE_REF_MAX_LENGTH)
      return { ok: false, errorCode: 'postal_incomplete', extra: { fields: ['envelopeRef'] } };
    // A PO box or a bad e-mail is named as such; anything else missing or unreadable is incomplete.
    if (problems.some((p) => p.problem === 'postal_po_box')) return { ok: false, errorCode: 'postal_po_box' };
    const incomplete = [
      ...problems.filter((p) => p.problem === 'postal_incomplete').map((p) => p.field),
      ...tooLong,
    ];
    if (incomplete.length > 0)
      return { ok: false, errorCode: 'postal_incomplete', extra: { fields: [...new Set(incomplete)] } };
    if (problems.some((p) => p.problem === 'postal_invalid_email'))
      return { ok: false, errorCode: 'postal_invalid_email' };

    const now = this.clock();
    const received = input.receivedAt ?? now;
    const sweep = await findDrawSweep(this.db, input.sweepId);
    if (!sweep) return { ok: false, errorCode: 'sweep_not_found' };
    if (received.getTime() < Date.parse(sweep.start_date))
      return { ok: false, errorCode: 'sweep_not_started' };
    if (received.getTime() > Date.parse(sweep.end_date) || received.getTime() > now.getTime())
      return { ok: false, errorCode: 'sweep_closed' };
    if (await hasClosedDraw(this.db, sweep.id)) return { ok: false, errorCode: 'sweep_closed' };

    const entrant = this.entrants.postal(postalEntrantKey(input));
    const id = await inTransaction(this.db, async (trx) => {
      const inserted = await insertPostalEntry(trx, {
        sweep_id: sweep.id,
        envelope_ref: input.envelopeRef.trim(),
        full_name: input.fullName.trim(),
        address: input.address.trim(),
        city: input.city.trim(),
        postcode: input.postcode.trim(),
        phone: input.phone?.trim() || null,
        email: input.email.trim(),
        entrant,
        received_at: received.toISOString(),
        created_at: now.toISOString(),
      });
      if (inserted !== undefined) {
        await addToPool(trx, sweep.id, ENTRIES_PER_ENVELOPE);
        await onRecorded?.(trx, { id: inserted, sweepId: sweep.id, envelopeRef: input.envelopeRef.trim() });
      }
      return inserted;
    });
    if (id === undefined)
      return { ok: false, errorCode: 'postal_duplicate', extra: { envelopeRef: input.envelopeRef.trim() } };
    return { ok: true, id, entrant, receivedAt: received.toISOString() };
  }
}
