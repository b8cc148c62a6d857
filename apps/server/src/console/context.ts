import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageCode, StaffRole } from '@member-area/domain';
import type { Services } from '../services';

/** The signed-in staff member of a console request, as the guard sees them. */
export interface StaffViewer {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The brands they hold (empty for an owner, who holds every brand). */
  brandIds: readonly string[];
  lang: LanguageCode;
  sessionId: number;
  /** Until when their last second factor counts as fresh (dangerous acts), or null. */
  freshUntil: Date | null;
}

/** Built per /adminapi/ request: never a brand, never a member. */
export interface ConsoleContext {
  staff: StaffViewer | null;
  lang: LanguageCode;
  ip: string;
  transactionId: string;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}
