import type { FastifyRequest } from 'fastify';
import type { MemberModel } from '../member';
import type { Services } from '../../services';
import { authOf } from '../../http/request-auth';

/** The signed-in member of a REST request (cookie or bearer), or null. */
export async function requestMember(
  s: Services,
  request: FastifyRequest,
): Promise<{ member: MemberModel; jti: string } | null> {
  const outcome = await authOf(s.auth, request);
  if (outcome.status !== 'ok' || outcome.viewer.kind !== 'member') return null;
  return { member: outcome.viewer.member, jti: outcome.viewer.jti };
}
