import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Browser features the member area never uses are switched off for it and for anything it frames.
 * Fullscreen and autoplay stay allowed for the site itself (the video and audio players).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The console hosts' origins, as CSP sources: the console's live preview frames a brand's pages
 * (docs/console.md), so the member area lets those origins, and only those, frame it.
 */
export function consoleOrigins(isProd: boolean, consoleHosts: readonly string[]): string[] {
  return consoleHosts.map((host) => (isProd ? `https://${host}` : `http://${host}:*`));
}

function helmetOptions(isProd: boolean, consoleHosts: readonly string[]): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline' and no nonce: the HTML shell carries no inline script (its boot state is
        // a JSON <script type="application/json">, which browsers never run).
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        // blob: for the ebook reader: epub.js unpacks the EPUB in the browser and shows each chapter
        // (with its stylesheet) from blob: URLs it creates itself, and reads them to count pages.
        styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'blob:',
          'https://www.googletagmanager.com',
          'https://www.google-analytics.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
        ],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...consoleOrigins(isProd, consoleHosts)],
        // Outside prod the app runs on http://*.localhost, which an upgrade would break.
        ...(isProd ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isProd ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers of every answer, computed once at start. helmet builds its headers (the CSP
 * string above all) again on every request; here it runs once against a recording response and the
 * result is a frozen map the onRequest hook copies onto each reply. Same headers, same library.
 */
export function securityHeaders(
  isProd: boolean,
  consoleHosts: readonly string[] = [],
): Readonly<Record<string, string>> {
  return recordHeaders(helmetOptions(isProd, consoleHosts));
}

/**
 * The console's own policy (docs/console.md): its scripts and styles only, no third party at all,
 * never framed; it frames the brands' member areas for the live preview.
 */
function consoleHelmetOptions(isProd: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (the preview's scale); no inline <style> is written.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The live preview: a brand's member area, on its own host.
        frameSrc: isProd ? ['https:'] : ['http:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProd ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isProd ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

export function consoleSecurityHeaders(isProd: boolean): Readonly<Record<string, string>> {
  return recordHeaders(consoleHelmetOptions(isProd));
}

function recordHeaders(options: Parameters<typeof helmet>[0]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/** Answers of the API (and GraphQL) are per member: never cached, unless a route says otherwise. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/membergraphapi') || path.startsWith('/adminapi');
}
