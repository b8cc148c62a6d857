import type { Selectable } from 'kysely';
import type { MembersTable } from '../../db/schema';

export type MemberRow = Selectable<MembersTable>;

/**
 * A member as services and resolvers use it (no password hash). No coin balance: it changes under a
 * request (modules/wallet reads it live), so a copy taken when the request began would mislead.
 */
export interface MemberModel {
  id: number;
  brandId: string;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  timezone: string;
  lang: string;
  provider: string;
  recipe: string | null;
  referenceNumber: string;
  subscriptionProvider: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  greenPoints: number;
  isDemo: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toMember(row: MemberRow): MemberModel {
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    timezone: row.timezone,
    lang: row.lang,
    provider: row.provider,
    recipe: row.recipe,
    referenceNumber: row.reference_number,
    subscriptionProvider: row.subscription_provider,
    countryCode: row.country_code,
    phoneNumber: row.phone_number,
    greenPoints: Number(row.green_points),
    isDemo: Number(row.is_demo) === 1,
    isActive: Number(row.is_active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
