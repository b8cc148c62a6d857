import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import {
  balanceUnit,
  loginRedirectFor,
  type Layout,
  type MenuItemInput,
  type MenuItemView,
} from '@member-area/domain';
import type { ShellMenuQuery } from '../../gql/graphql';
import { useBoot } from '../BootContext';
import { useSession } from '../session';
import type { RouteHandle } from '../route-handle';
import { useShellMenu, useViewer } from '../../features/member/hooks';
import { BrandLogo } from '../../ui/BrandLogo';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { ButtonLink } from '../../ui/Button';
import { CoinBalance } from './CoinBalance';
import { PastDueBanner } from './PastDueBanner';
import { SideMenu } from './SideMenu';
import { PlayerRoot } from '../../features/players/PlayerRoot';
import { GiveawayShellLayer } from '../../features/giveaways';
import { WalletShellLayer } from '../../features/wallet';
import { CrossSellShellLayer } from '../../features/crosssell';
import { MissionBanner } from '../../features/onboarding';
import { MigrationShellLayer } from '../../features/migration';
import { appQueryClient } from '../query-runtime';
import { ShellContext, type Viewer } from './ShellContext';
import { shellPlacement, showsCoinBalance } from './shell-rules';
import { ShellLogo, ShellSidebar } from './ShellSidebar';
import { ShellTopbar } from './ShellTopbar';
import { useMemberShell } from './useMemberShell';
import styles from './Shell.module.css';

type MenuItemRow = ShellMenuQuery['content']['menuItems'][number];

function toMenuInput(item: MenuItemRow): MenuItemInput {
  return {
    ...item,
    colors: item.colors
      ? { color: item.colors.color ?? undefined, background: item.colors.background ?? undefined }
      : null,
  };
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skip} href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

/** Anonymous visitors on a page that does not need a session (e.g. not-found) get a light frame. */
function BareFrame() {
  const { brand } = useBoot();
  const { t } = useTranslation();
  return (
    <div className={styles.bare} data-layout="bare">
      <SkipLink />
      <header className={styles.bareHeader}>
        <Link to="/" className={styles.logoLink}>
          <BrandLogo name={brand?.name ?? ''} logoUrl={brand?.logoUrl} size="sm" />
        </Link>
        <ButtonLink to="/login" size="sm" variant="secondary">
          {t('auth.login.submit')}
        </ButtonLink>
      </header>
      <main id="main" tabIndex={-1} className={styles.bareMain}>
        <Outlet />
      </main>
    </div>
  );
}

function MobileMenu({
  items,
  library,
  tinted,
  brandName,
  logoUrl,
}: {
  items: MenuItemView[];
  library: MenuItemView[];
  tinted: boolean;
  brandName: string;
  logoUrl: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.hamburger} data-testid="menu-toggle" aria-label={t('menu.open')}>
        <Icon name="menu" size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <Dialog.Title asChild>
              <span>
                <BrandLogo name={brandName} logoUrl={logoUrl} size="sm" />
              </span>
            </Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('menu.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <SideMenu
            items={items}
            library={library}
            tinted={tinted}
            onNavigate={() => setOpen(false)}
            className={styles.drawerNav}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.loadingShell} role="status">
      <Spinner size={28} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

function MemberShell({
  viewer,
  menuItems,
  ecommerceEnabled,
}: {
  viewer: Viewer;
  menuItems: readonly MenuItemInput[];
  ecommerceEnabled: boolean;
}) {
  const shell = useMemberShell(viewer, menuItems, ecommerceEnabled);
  const { brand, mobile, layout, menu, library, tinted } = shell;
  const balance = showsCoinBalance(layout) ? (
    <CoinBalance kind={balanceUnit(layout)} amount={shell.balanceAmount} compact={mobile} />
  ) : null;
  const logo = <ShellLogo name={brand?.name} logoUrl={shell.logoUrl} mobile={mobile} />;
  const { topNav, sidebar } = shellPlacement(layout, mobile);

  return (
    <ShellContext.Provider value={shell.state}>
      <div
        className={[styles.shell, styles[layout] ?? ''].join(' ')}
        data-layout={layout}
        data-mobile={mobile || undefined}
      >
        <SkipLink />
        <div className={styles.ambient} aria-hidden="true" />
        {sidebar ? (
          <ShellSidebar logo={logo} menu={menu} library={library} tinted={tinted} layout={layout} />
        ) : null}
        <div className={styles.column}>
          <ShellTopbar
            start={
              <>
                {mobile ? (
                  <MobileMenu
                    items={menu}
                    library={library}
                    tinted={tinted}
                    brandName={brand?.name ?? ''}
                    logoUrl={brand?.logoUrl}
                  />
                ) : null}
                {mobile || topNav ? logo : null}
                {topNav ? (
                  <SideMenu
                    items={menu}
                    library={library}
                    orientation="horizontal"
                    className={styles.topNav}
                  />
                ) : null}
              </>
            }
            vpnCta={layout === 'vpn' && !mobile}
            balance={balance}
            cart={ecommerceEnabled}
            viewer={viewer}
            name={shell.name}
            mobile={mobile}
          />
          <ShellBody viewer={viewer} layout={layout} />
        </div>
      </div>
    </ShellContext.Provider>
  );
}

/** Under the top bar: the past-due banner, the features' shell layers, then the screen. */
function ShellBody({ viewer, layout }: { viewer: Viewer; layout: Layout }) {
  return (
    <>
      <PastDueBanner key={viewer.id} viewer={viewer} />
      {/* Before <main>: its return is read before a screen's own payment-return handler runs. */}
      <GiveawayShellLayer />
      <WalletShellLayer unit={balanceUnit(layout)} />
      <CrossSellShellLayer />
      <MigrationShellLayer />
      <main id="main" tabIndex={-1} className={styles.main}>
        <MissionBanner />
        <Outlet />
      </main>
    </>
  );
}

/**
 * The member area's frame: the query cache, session gate, layout, menu, top bar, and the player
 * host. Everything that plays is under this frame; the host is mounted here (not at the root) so
 * its code loads with the member area and not with the login page (issue 16), and it stays
 * mounted while the member moves between the frame's routes. The query cache is provided here,
 * not at the root, for the same reason (app/query-access.ts).
 */
export function Component() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <PlayerRoot>
        <ShellFrame />
      </PlayerRoot>
    </QueryClientProvider>
  );
}

function ShellFrame() {
  const session = useSession();
  const matches = useMatches();
  const location = useLocation();
  const requiresMember = matches.some((match) => (match.handle as RouteHandle | undefined)?.requiresMember);
  const isMember = session.status === 'member';
  const viewer = useViewer(isMember);
  const menu = useShellMenu(isMember);
  const expired = isMember && viewer.isSuccess && viewer.data === null;
  const { expire } = session;

  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  if (!isMember || expired) {
    if (requiresMember) return <Navigate to={loginRedirectFor(location.pathname, location.search)} replace />;
    return <BareFrame />;
  }
  if (viewer.isPending || menu.isPending) return <ShellSkeleton />;
  if (!viewer.data || !menu.data) {
    // The query cache already sent the member to the error screen; keep a neutral frame meanwhile.
    return <ShellSkeleton />;
  }
  return (
    <MemberShell
      viewer={viewer.data}
      menuItems={menu.data.content.menuItems.map(toMenuInput)}
      ecommerceEnabled={menu.data.ecommerce.enabled}
    />
  );
}
