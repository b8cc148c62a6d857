/**
 * What an operator may change on a giveaway once it exists (issue 33 scope 3, docs/draws.md). Every
 * month's draw commitment is published when the giveaway is created, so the entry months (and the
 * category, which decides who enters and whether entries are sold) never change: each month keeps
 * its published commitment. The texts and the picture change at any time; the prize's kind until a
 * winner is drawn (a physical prize asks its winner for a shipping address); who may enter and the
 * prices only while nobody has bought an entry (a member paid the price they were shown).
 */

/** The fields of a giveaway an edit names. */
export type GiveawayEditField =
  | 'name'
  | 'prize'
  | 'description'
  | 'image'
  | 'physical'
  | 'memberOnly'
  | 'price'
  | 'entries'
  | 'multiplierPrice'
  | 'factor'
  | 'month'
  | 'months'
  | 'category';

/** Why a change is refused. */
export type GiveawayEditLock =
  /** The months and the category: their draw commitments are public from the creation. */
  | 'commitment_published'
  /** Who enters and the prices: a member has bought an entry. */
  | 'entries_bought'
  /** The prize's kind: a winner was drawn. */
  | 'winner_drawn';

/** The editable values of a giveaway (amounts in minor units), as they are and as proposed. */
export interface GiveawayEditable {
  name: string;
  prize: string;
  description: string;
  image: string;
  physical: boolean;
  memberOnly: boolean;
  priceMinor: number;
  priceEntries: number;
  multiplierMinor: number;
  multiplierFactor: number;
  firstMonth: string;
  months: number;
  category: string;
}

/** What the giveaway has been through that fixes some of its fields. */
export interface GiveawayEditFacts {
  /** Entries members have paid for (purchases, not the free monthly or postal ones). */
  entriesBought: number;
  /** A month of it has been drawn (a winner chosen). */
  drawn: boolean;
}

const FIELD_OF: Record<keyof GiveawayEditable, GiveawayEditField> = {
  name: 'name',
  prize: 'prize',
  description: 'description',
  image: 'image',
  physical: 'physical',
  memberOnly: 'memberOnly',
  priceMinor: 'price',
  priceEntries: 'entries',
  multiplierMinor: 'multiplierPrice',
  multiplierFactor: 'factor',
  firstMonth: 'month',
  months: 'months',
  category: 'category',
};

/** Why each field could not change now; null when it may (texts: always). */
export function giveawayFieldLock(
  field: GiveawayEditField,
  facts: GiveawayEditFacts,
): GiveawayEditLock | null {
  switch (field) {
    case 'month':
    case 'months':
    case 'category':
      return 'commitment_published';
    case 'physical':
      return facts.drawn ? 'winner_drawn' : null;
    case 'memberOnly':
    case 'price':
    case 'entries':
    case 'multiplierPrice':
    case 'factor':
      return facts.entriesBought > 0 ? 'entries_bought' : null;
    case 'name':
    case 'prize':
    case 'description':
    case 'image':
      return null;
  }
}

/** The fields an edit changes, in the order of GiveawayEditable. */
export function giveawayEditChanges(
  current: GiveawayEditable,
  proposed: GiveawayEditable,
): GiveawayEditField[] {
  return (Object.keys(FIELD_OF) as (keyof GiveawayEditable)[])
    .filter((k) => current[k] !== proposed[k])
    .map((k) => FIELD_OF[k]);
}

/** The first change an edit may not make, or null when every change it makes is allowed. */
export function giveawayEditRefusal(
  current: GiveawayEditable,
  proposed: GiveawayEditable,
  facts: GiveawayEditFacts,
): { field: GiveawayEditField; lock: GiveawayEditLock } | null {
  for (const field of giveawayEditChanges(current, proposed)) {
    const lock = giveawayFieldLock(field, facts);
    if (lock) return { field, lock };
  }
  return null;
}
