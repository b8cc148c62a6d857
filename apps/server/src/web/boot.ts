import type { FastifyRequest } from 'fastify';
import { displayName, offeredLanguageOr, type BootState, type BootViewer } from '@member-area/domain';
import { visitorCountry } from '../http/country';
import { authOf } from '../http/request-auth';
import { viewerOf } from '../modules/auth/viewer';
import { toPublicBrand } from '../modules/brand/model';
import { listMemberTags } from '../modules/member/repo';
import type { Services } from '../services';

export interface BootResult {
  state: BootState;
  /** The request carried a cookie token that is no longer good: clear it so the app starts clean. */
  staleCookie: boolean;
}

/** The state embedded in every HTML page and served at GET /api/boot. */
export async function buildBootState(s: Services, request: FastifyRequest): Promise<BootResult> {
  const brand = request.brand;
  const outcome = await authOf(s.auth, request);
  const viewer = viewerOf(outcome);
  let bootViewer: BootViewer | null = null;
  if (brand && viewer.kind === 'member') {
    const m = viewer.member;
    bootViewer = {
      id: String(m.id),
      email: m.email,
      name: displayName(m.name, m.email),
      // A saved language the brand no longer offers (its console list changed) gives way to the
      // brand's default, so the app never opens in a language its pickers do not list.
      lang: offeredLanguageOr(m.lang, brand),
      tags: await listMemberTags(s.db, m.id),
    };
  }
  const member = viewer.kind === 'member' ? viewer.member : null;
  const state: BootState = {
    env: s.config.env,
    brand: brand ? toPublicBrand(brand) : null,
    country: visitorCountry(request, {
      isProd: s.config.isProd,
      trustProxy: s.config.trustProxy,
      memberCountry: member?.countryCode,
      brandCountry: brand?.countryCode,
    }),
    viewer: bootViewer,
    error: null,
    version: s.config.version,
  };
  return { state, staleCookie: outcome.status === 'invalid' && outcome.via === 'cookie' };
}
