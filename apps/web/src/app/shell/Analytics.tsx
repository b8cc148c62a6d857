import { useEffect } from 'react';
import { hasTag, tagsWithPrefix } from '@member-area/domain';
import { useBoot } from '../BootContext';

export const ANALYTICS_ENABLED_TAG = 'google_analytics:enabled';
const MEASUREMENT_ID_TAG_PREFIX = 'google_analytics_id:';
/** Used when the brand is tagged for analytics but names no property of its own. */
export const DEFAULT_MEASUREMENT_ID = 'G-MEMBERAREA';

export function measurementId(brandTags: readonly string[]): string | null {
  if (!hasTag(brandTags, ANALYTICS_ENABLED_TAG)) return null;
  const tagged = tagsWithPrefix(brandTags, MEASUREMENT_ID_TAG_PREFIX)[0];
  const id = tagged?.slice(MEASUREMENT_ID_TAG_PREFIX.length).trim();
  return id && /^[A-Z0-9-]+$/i.test(id) ? id : DEFAULT_MEASUREMENT_ID;
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** SPEC.md 1: the Google tag loads only when the brand tags include google_analytics:enabled. */
export function Analytics() {
  const tags = useBoot().brand?.tags;
  const id = measurementId(tags ?? []);
  useEffect(() => {
    if (!id || document.querySelector('script[data-analytics="gtag"]')) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    script.dataset.analytics = 'gtag';
    document.head.appendChild(script);
    const w = window as GtagWindow;
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads the Arguments object itself, as in Google's own snippet.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id);
  }, [id]);
  return null;
}
