import type { BootState, Layout } from '@member-area/domain';
import { DEFAULT_LAYOUT } from '@member-area/domain';
import { postJson } from './rest';

export type EventNamespace = 'auth' | 'consumptions' | 'members';

export interface AppEvent {
  namespace: EventNamespace;
  type: string;
  extras?: Record<string, unknown>;
}

/** What the app knows about the visitor when an event happens. */
export interface EventContext {
  boot: Pick<BootState, 'env' | 'brand' | 'country'>;
  tags: readonly string[];
  language: string;
  layout: Layout;
  isTest: boolean;
}

export interface Navigatorish {
  userAgent: string;
  language: string;
}

/**
 * The SPEC.md 7 event body. The jwt travels as the HttpOnly cookie (or the generic bearer), so it
 * is not in the body; the request IP is the server's to read.
 */
export function buildEventBody(context: EventContext, event: AppEvent, nav: Navigatorish) {
  return {
    namespace: event.namespace,
    type: event.type,
    env: context.boot.env,
    brand_domain: context.boot.brand?.hostname ?? '',
    brand_country: context.boot.brand?.address.countryCode ?? '',
    request_country: context.boot.country,
    tags: [...context.tags],
    language: context.language,
    user_agent: nav.userAgent,
    browser_language: nav.language,
    is_test: context.isTest,
    layout: context.layout,
    extras: event.extras ?? {},
  };
}

let context: EventContext = {
  boot: { env: 'dev', brand: null, country: '' },
  tags: [],
  language: 'en-us',
  layout: DEFAULT_LAYOUT,
  isTest: false,
};

export function updateEventContext(patch: Partial<EventContext>): void {
  context = { ...context, ...patch };
}

/** Fire and forget: event failures are a quiet case (SPEC.md 8) and never navigate. */
export function sendEvent(event: AppEvent): Promise<void> {
  const body = buildEventBody(context, event, {
    userAgent: navigator.userAgent,
    language: navigator.language,
  });
  return postJson('/api/event', body, { bearer: true }).then(
    () => undefined,
    (error: unknown) => {
      console.warn('[event] not sent', event.type, error);
    },
  );
}
