import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { StaffPermission } from '@member-area/domain';
import { useSession } from './session';
import { SignInPage } from '../auth/SignInPage';
import { InvitationPage } from '../auth/InvitationPage';
import { FreshFactorProvider } from '../auth/FreshFactor';
import { Shell } from '../shell/Shell';
import { BrandsPage } from '../brands/BrandsPage';
import { BrandEditorPage } from '../brands/BrandEditorPage';
import { StaffPage } from '../staff/StaffPage';
import { AuditPage } from '../audit/AuditPage';
import { PlansPage } from '../plans/PlansPage';
import { PlanEditorPage } from '../plans/PlanEditorPage';
import { MigrationPage } from '../migration/MigrationPage';
import { UpkeepPage } from '../upkeep/UpkeepPage';
import { MembersPage } from '../members/MembersPage';
import { NewMemberPage } from '../members/NewMemberPage';
import { MemberPage } from '../members/MemberPage';
import { OrdersPage } from '../orders/OrdersPage';
import { OrderPage } from '../orders/OrderPage';
import { ProductsPage } from '../shop/ProductsPage';
import { ProductEditorPage } from '../shop/ProductEditorPage';
import { CategoriesPage } from '../shop/CategoriesPage';
import { GiveawaysPage } from '../giveaways/GiveawaysPage';
import { GiveawayEditPage, GiveawayEditorPage } from '../giveaways/GiveawayEditorPage';
import { GiveawayPage } from '../giveaways/GiveawayPage';
import { LibrariesPage } from '../libraries/LibrariesPage';
import { NewLibraryPage } from '../libraries/NewLibraryPage';
import { LibraryPage } from '../libraries/LibraryPage';
import { NewRowPage } from '../rows/NewRowPage';
import { RowPage } from '../rows/RowPage';
import { RowsPage } from '../rows/RowsPage';
import { TitlesPage } from '../titles/TitlesPage';
import { TitlePage } from '../titles/TitlePage';
import { ArticlesPage } from '../articles/ArticlesPage';
import { ArticleEditorPage } from '../articles/ArticleEditorPage';
import { FeedbackPage } from '../feedback/FeedbackPage';
import { ImpactsPage } from '../impacts/ImpactsPage';
import { ImpactEditorPage } from '../impacts/ImpactEditorPage';
import { CrossSellPage } from '../crosssell/CrossSellPage';
import { CrossSellEditorPage } from '../crosssell/CrossSellEditorPage';
import { VpnServersPage } from '../vpn/VpnServersPage';
import { VpnServerEditorPage } from '../vpn/VpnServerEditorPage';
import { VpnCertificatesPage } from '../vpn/VpnCertificatesPage';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RequirePermission } from '../shell/RequirePermission';
import { DashboardLoading } from '../dashboard/DashboardLoading';

// The dashboards and their chart library load only when a dashboard is opened (their own chunk).
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const dashboard = (scope: 'brand' | 'all') => (
  <Suspense fallback={<DashboardLoading />}>
    <DashboardPage scope={scope} />
  </Suspense>
);

/** Where a signed-in staff member lands, and where the sign-in returns to when it has no `from`. */
export const HOME_PATH = '/brands';

/** The screens behind the sign-in: without a session, the sign-in page (and back here after it). */
function RequireStaff() {
  const { staff } = useSession();
  const location = useLocation();
  if (!staff) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return (
    <FreshFactorProvider>
      <Shell>
        <Outlet />
      </Shell>
    </FreshFactorProvider>
  );
}

/** The sign-in and invitation pages: a signed-in staff member goes on to where they were headed. */
function PublicOnly() {
  const { staff } = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (staff) return <Navigate to={from && from !== '/sign-in' ? from : HOME_PATH} replace />;
  return <Outlet />;
}

/**
 * A screen inside one brand: the permission must hold on that very brand (the `:brandId` of the path),
 * so a brand admin of another brand is refused there.
 */
function BrandRoute({ permission, page }: { permission: StaffPermission; page: ReactNode }) {
  const { brandId = '' } = useParams();
  return (
    <RequirePermission permission={permission} brandId={brandId}>
      {page}
    </RequirePermission>
  );
}

export function createConsoleRouter() {
  return createBrowserRouter([
    {
      element: <PublicOnly />,
      children: [
        { path: '/sign-in', element: <SignInPage /> },
        { path: '/invitation', element: <InvitationPage /> },
      ],
    },
    {
      element: <RequireStaff />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: '/brands', element: <BrandsPage /> },
        {
          path: '/brands/new',
          element: (
            <RequirePermission permission="brand.create">
              <BrandEditorPage />
            </RequirePermission>
          ),
        },
        { path: '/brands/:brandId', element: <BrandEditorPage /> },
        {
          path: '/brands/:brandId/dashboard',
          element: <BrandRoute permission="reports.read" page={dashboard('brand')} />,
        },
        {
          path: '/dashboard',
          element: <RequirePermission permission="reports.read">{dashboard('all')}</RequirePermission>,
        },
        {
          path: '/brands/:brandId/plans',
          element: <BrandRoute permission="plans.edit" page={<PlansPage />} />,
        },
        {
          path: '/brands/:brandId/plans/new',
          element: <BrandRoute permission="plans.edit" page={<PlanEditorPage />} />,
        },
        {
          path: '/brands/:brandId/plans/:planId',
          element: <BrandRoute permission="plans.edit" page={<PlanEditorPage />} />,
        },
        {
          path: '/brands/:brandId/members',
          element: <BrandRoute permission="members.read" page={<MembersPage />} />,
        },
        {
          path: '/brands/:brandId/members/new',
          element: <BrandRoute permission="members.act" page={<NewMemberPage />} />,
        },
        {
          path: '/brands/:brandId/members/:memberId',
          element: <BrandRoute permission="members.read" page={<MemberPage />} />,
        },
        {
          path: '/brands/:brandId/move',
          element: <BrandRoute permission="brand.migrate" page={<MigrationPage />} />,
        },
        {
          path: '/upkeep',
          element: (
            <RequirePermission permission="maintenance.run">
              <UpkeepPage />
            </RequirePermission>
          ),
        },
        {
          path: '/brands/:brandId/orders',
          element: <BrandRoute permission="orders.read" page={<OrdersPage />} />,
        },
        {
          path: '/brands/:brandId/orders/:orderId',
          element: <BrandRoute permission="orders.read" page={<OrderPage />} />,
        },
        {
          path: '/brands/:brandId/shop',
          element: <BrandRoute permission="shop.edit" page={<ProductsPage />} />,
        },
        {
          path: '/brands/:brandId/shop/new',
          element: <BrandRoute permission="shop.edit" page={<ProductEditorPage />} />,
        },
        {
          path: '/brands/:brandId/shop/categories',
          element: <BrandRoute permission="shop.edit" page={<CategoriesPage />} />,
        },
        {
          path: '/brands/:brandId/shop/:productId',
          element: <BrandRoute permission="shop.edit" page={<ProductEditorPage />} />,
        },
        // Support reads the giveaways to type postal entries (entries.record); changing them is giveaways.edit.
        {
          path: '/brands/:brandId/giveaways',
          element: <BrandRoute permission="entries.record" page={<GiveawaysPage />} />,
        },
        {
          path: '/brands/:brandId/giveaways/new',
          element: <BrandRoute permission="giveaways.edit" page={<GiveawayEditorPage />} />,
        },
        {
          path: '/brands/:brandId/giveaways/:giveawayId',
          element: <BrandRoute permission="entries.record" page={<GiveawayPage />} />,
        },
        {
          path: '/brands/:brandId/giveaways/:giveawayId/edit',
          element: <BrandRoute permission="giveaways.edit" page={<GiveawayEditPage />} />,
        },
        {
          path: '/brands/:brandId/libraries',
          element: <BrandRoute permission="catalogue.edit" page={<LibrariesPage />} />,
        },
        {
          path: '/brands/:brandId/libraries/new',
          element: <BrandRoute permission="catalogue.edit" page={<NewLibraryPage />} />,
        },
        {
          path: '/brands/:brandId/libraries/:libraryId',
          element: <BrandRoute permission="catalogue.edit" page={<LibraryPage />} />,
        },
        {
          path: '/brands/:brandId/rows',
          element: <BrandRoute permission="slots.edit" page={<RowsPage />} />,
        },
        {
          path: '/brands/:brandId/rows/new',
          element: <BrandRoute permission="slots.edit" page={<NewRowPage />} />,
        },
        {
          path: '/brands/:brandId/rows/:slug',
          element: <BrandRoute permission="slots.edit" page={<RowPage />} />,
        },
        {
          path: '/brands/:brandId/titles',
          element: <BrandRoute permission="catalogue.edit" page={<TitlesPage />} />,
        },
        {
          path: '/brands/:brandId/titles/:titleId',
          element: <BrandRoute permission="catalogue.edit" page={<TitlePage />} />,
        },
        {
          path: '/brands/:brandId/articles',
          element: <BrandRoute permission="brand.edit" page={<ArticlesPage />} />,
        },
        {
          path: '/brands/:brandId/articles/new',
          element: <BrandRoute permission="brand.edit" page={<ArticleEditorPage />} />,
        },
        {
          path: '/brands/:brandId/articles/:slug',
          element: <BrandRoute permission="brand.edit" page={<ArticleEditorPage />} />,
        },
        {
          path: '/brands/:brandId/impacts',
          element: <BrandRoute permission="brand.edit" page={<ImpactsPage />} />,
        },
        {
          path: '/brands/:brandId/impacts/new',
          element: <BrandRoute permission="brand.edit" page={<ImpactEditorPage />} />,
        },
        {
          path: '/brands/:brandId/impacts/:itemId',
          element: <BrandRoute permission="brand.edit" page={<ImpactEditorPage />} />,
        },
        {
          path: '/brands/:brandId/crosssell',
          element: <BrandRoute permission="brand.edit" page={<CrossSellPage />} />,
        },
        {
          path: '/brands/:brandId/crosssell/new',
          element: <BrandRoute permission="brand.edit" page={<CrossSellEditorPage />} />,
        },
        {
          path: '/brands/:brandId/crosssell/:offerId',
          element: <BrandRoute permission="brand.edit" page={<CrossSellEditorPage />} />,
        },
        {
          path: '/brands/:brandId/feedback',
          element: <BrandRoute permission="members.read" page={<FeedbackPage />} />,
        },
        {
          path: '/brands/:brandId/vpn',
          element: <BrandRoute permission="brand.edit" page={<VpnServersPage />} />,
        },
        {
          path: '/brands/:brandId/vpn/new',
          element: <BrandRoute permission="brand.edit" page={<VpnServerEditorPage />} />,
        },
        {
          path: '/brands/:brandId/vpn/:serverId',
          element: <BrandRoute permission="brand.edit" page={<VpnServerEditorPage />} />,
        },
        {
          path: '/brands/:brandId/vpn-certificates',
          element: <BrandRoute permission="members.read" page={<VpnCertificatesPage />} />,
        },
        {
          path: '/staff',
          element: (
            <RequirePermission permission="staff.manage">
              <StaffPage />
            </RequirePermission>
          ),
        },
        {
          path: '/audit',
          element: (
            <RequirePermission permission="audit.read">
              <AuditPage />
            </RequirePermission>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
