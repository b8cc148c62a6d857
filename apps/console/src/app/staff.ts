import type { StaffRole } from '@member-area/domain';

/** The signed-in staff member as /adminapi/auth/* answers it (the console schema's `Staff`). */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  brandIds: string[];
  active: boolean;
  enrolled: boolean;
  lang: string;
  lastSignInAt?: string | null;
}
