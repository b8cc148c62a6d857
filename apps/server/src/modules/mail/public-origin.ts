/**
 * The one place a link in a mail gets its origin (issue 29 item 6). Mails are read later, elsewhere,
 * often sent by a job with no request behind it, so their links cannot come from a request's Host
 * header nor from the brand's stored member_area_url (seeded as `http://….localhost:3000` whatever
 * the instance's address): they use the brand's public origin, PUBLIC_ORIGIN (README "Settings"),
 * a template with `{host}` for the brand's primary hostname (config.ts requires it). Unset, it is the address the instance
 * serves: `http://{host}:{PORT}` outside prod, `https://{host}` in prod, where TLS ends in front of it.
 */
import type { Config } from '../../config';

/** What of the config decides the origin (tests and commands pass a Config). */
export type PublicOriginSettings = Pick<Config, 'publicOrigin' | 'isProd' | 'port'>;

/** `npm start` without settings (DESIGN.md 4: port 3000): for seeds, benches and tests run without a Config. */
export const DEFAULT_ORIGIN_SETTINGS: PublicOriginSettings = { isProd: false, port: 3000 };

/** Stands for the brand's primary hostname in PUBLIC_ORIGIN. */
export const HOST_PLACEHOLDER = '{host}';

/** The port a browser assumes for plain HTTP, so a link need not name it. */
const HTTP_DEFAULT_PORT = 80;

/** The template in force: PUBLIC_ORIGIN, else the address the instance serves. */
export function publicOriginTemplate(s: PublicOriginSettings): string {
  if (s.publicOrigin) return s.publicOrigin;
  if (s.isProd) return `https://${HOST_PLACEHOLDER}`;
  return s.port === HTTP_DEFAULT_PORT ? `http://${HOST_PLACEHOLDER}` : `http://${HOST_PLACEHOLDER}:${s.port}`;
}

/** `scheme://host[:port]` (no trailing slash) every link in the brand's mails starts with. */
export function publicOrigin(brand: { hostname: string }, s: PublicOriginSettings): string {
  return publicOriginTemplate(s).replaceAll(HOST_PLACEHOLDER, brand.hostname).replace(/\/+$/, '');
}
