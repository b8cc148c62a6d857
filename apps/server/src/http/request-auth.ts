import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/service';
import { presentedToken, type AuthOutcome } from '../modules/auth/viewer';

const memo = new WeakMap<FastifyRequest, Promise<AuthOutcome>>();

/** The request's viewer, verified once per request however many places ask. */
export function authOf(auth: AuthService, request: FastifyRequest): Promise<AuthOutcome> {
  let outcome = memo.get(request);
  if (!outcome) {
    const brand = request.brand;
    const presented = presentedToken(request);
    outcome =
      brand && presented
        ? auth.authenticate(brand, presented.token, presented.via)
        : Promise.resolve<AuthOutcome>({ status: 'none' });
    memo.set(request, outcome);
  }
  return outcome;
}
