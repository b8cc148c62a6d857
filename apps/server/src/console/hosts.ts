import { DEFAULT_CONSOLE_HOSTS, type Config } from '../config';
import { normalizeHostname } from '../modules/brand';

/** The console's paths: on a console host they are all there is; on a brand host they do not exist. */
export const CONSOLE_PREFIXES = ['/adminapi', '/console-assets/'];

export function consoleHostsOf(config: Pick<Config, 'consoleHosts'>): readonly string[] {
  return config.consoleHosts ?? DEFAULT_CONSOLE_HOSTS;
}

/** Whether the request's Host header names a console host (port and case aside). */
export function isConsoleHost(config: Pick<Config, 'consoleHosts'>, host: string | undefined): boolean {
  return consoleHostsOf(config).includes(normalizeHostname(host));
}

export function isConsolePath(url: string): boolean {
  return CONSOLE_PREFIXES.some((p) => url === p || url.startsWith(p));
}

/** What a console host answers besides the console: the health check, brand logos, favicons. */
export function isSharedPath(url: string): boolean {
  return url === '/healthz' || url.startsWith('/brand-assets/') || url.startsWith('/favicon');
}

/** The console's origin for links in mails: its first host, https in prod, else this port. */
export function consoleOriginOf(config: Pick<Config, 'consoleHosts' | 'isProd' | 'port'>): string {
  const host = consoleHostsOf(config)[0] ?? 'admin.localhost';
  return config.isProd ? `https://${host}` : `http://${host}:${config.port}`;
}
