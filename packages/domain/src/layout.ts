/** Layout choice (SPEC.md 1): tag `layout:{name}`, default `default`. */
import { DEFAULT_LAYOUT, LAYOUTS, type Layout } from './constants';

export const LAYOUT_TAG_PREFIX = 'layout:';
export const MA6_VPN_TAG = 'ma6_vpn';

function isLayout(value: string): value is Layout {
  return (LAYOUTS as readonly string[]).includes(value);
}

function layoutIn(tags: readonly string[]): Layout | undefined {
  for (const tag of tags) {
    if (!tag.startsWith(LAYOUT_TAG_PREFIX)) continue;
    const name = tag.slice(LAYOUT_TAG_PREFIX.length);
    if (isLayout(name)) return name;
  }
  return undefined;
}

/**
 * Member `layout:` tag, then the brand's, then the brand template, then `default`. Unknown names
 * are skipped at each step (so they end at `default` when nothing better is known). SPEC.md 1: the
 * vpn layout falls back to default when ma6_vpn is present (member or brand tags), because those
 * brands show VPN as a section inside the default shell.
 */
export function chooseLayout(
  memberTags: readonly string[],
  brandTags: readonly string[],
  brandTemplate?: string | null,
): Layout {
  const template = brandTemplate != null && isLayout(brandTemplate) ? brandTemplate : undefined;
  const chosen = layoutIn(memberTags) ?? layoutIn(brandTags) ?? template ?? DEFAULT_LAYOUT;
  if (chosen === 'vpn' && (memberTags.includes(MA6_VPN_TAG) || brandTags.includes(MA6_VPN_TAG))) {
    return DEFAULT_LAYOUT;
  }
  return chosen;
}
