import { useLayoutEffect, useMemo } from 'react';
import {
  buildLibraryMenu,
  buildMenu,
  chooseLayout,
  displayName,
  isIphoneUserAgent,
  type Layout,
  type MenuItemInput,
} from '@member-area/domain';
import { useBoot } from '../BootContext';
import { updateEventContext } from '../events';
import { useCreditBalance } from '../../features/member/hooks';
import { useLanguage } from '../../i18n/useLanguage';
import type { ShellState, Viewer } from './ShellContext';
import { shellLogoUrl, showsCoinBalance } from './shell-rules';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';

const isIphone = () => typeof navigator !== 'undefined' && isIphoneUserAgent(navigator.userAgent);

/**
 * What the member's frame is drawn from: the layout the member's and the brand's tags choose, the
 * menu built for it, the coin balance it shows, and the analytics context every event carries.
 */
export function useMemberShell(
  viewer: Viewer,
  menuItems: readonly MenuItemInput[],
  ecommerceEnabled: boolean,
) {
  const { brand, env, country } = useBoot();
  const { language } = useLanguage();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const brandTags = brand?.tags ?? [];
  const layout: Layout = chooseLayout(viewer.tags, brandTags, brand?.template);
  const menu = useMemo(
    () => buildMenu(menuItems, { layout, ecommerceEnabled, isIphone: isIphone() }),
    [menuItems, layout, ecommerceEnabled],
  );
  const library = useMemo(() => buildLibraryMenu(menu), [menu]);
  const credits = useCreditBalance(layout === 'clickplay');

  // A layout effect, so screens' own (passive) effects already send events with this context.
  useLayoutEffect(() => {
    updateEventContext({
      boot: { env, brand, country },
      tags: viewer.tags,
      layout,
      isTest: viewer.isTest,
      language,
    });
  }, [env, brand, country, viewer.tags, viewer.isTest, layout, language]);

  const state: ShellState = useMemo(() => ({ viewer, layout, menu }), [viewer, layout, menu]);
  return {
    brand,
    mobile,
    layout,
    menu,
    library,
    state,
    tinted: layout === 'clickcoins',
    // The pill's name follows the layout (balanceUnit); clickplay counts its credits.
    balanceAmount: layout === 'clickplay' ? (credits.data ?? viewer.coinsBalance) : viewer.coinsBalance,
    name: displayName(viewer.name, viewer.email),
    logoUrl: shellLogoUrl({
      mobile,
      hasBalance: showsCoinBalance(layout),
      iconUrl: brand?.iconUrl,
      logoUrl: brand?.logoUrl,
    }),
  };
}
