import type { Staff } from '../../console/generated/resolvers-types';
import type { StaffModel } from './model';

/** A staff account as the console schema's `Staff`. */
export function staffView(s: StaffModel): Staff {
  return {
    id: String(s.id),
    email: s.email,
    name: s.name,
    role: s.role,
    brandIds: s.brandIds,
    active: s.active,
    enrolled: s.enrolled,
    lang: s.lang,
    lastSignInAt: s.lastSignInAt,
  };
}
