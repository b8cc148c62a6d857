import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, useParams } from 'react-router';
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
import { GiveawaysPage } from '../giveaways/GiveawaysPage';
import { GiveawayEditorPage } from '../giveaways/GiveawayEditorPage';
import { GiveawayPage } from '../giveaways/GiveawayPage';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RequirePermission } from '../shell/RequirePermission';

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

/** The plans screens of a brand: plans.edit on that very brand (another brand's admin is refused). */
function PlansRoute({ page }: { page: ReactNode }) {
  const { brandId = '' } = useParams();
  return (
    <RequirePermission permission="plans.edit" brandId={brandId}>
      {page}
    </RequirePermission>
  );
}

/** The giveaway screens of a brand: entries.record reads them (support's postal entries), giveaways.edit changes them. */
function GiveawaysRoute({
  page,
  permission,
}: {
  page: ReactNode;
  permission: 'entries.record' | 'giveaways.edit';
}) {
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
        { path: '/brands/:brandId/plans', element: <PlansRoute page={<PlansPage />} /> },
        { path: '/brands/:brandId/plans/new', element: <PlansRoute page={<PlanEditorPage />} /> },
        { path: '/brands/:brandId/plans/:planId', element: <PlansRoute page={<PlanEditorPage />} /> },
        {
          path: '/brands/:brandId/giveaways',
          element: <GiveawaysRoute permission="entries.record" page={<GiveawaysPage />} />,
        },
        {
          path: '/brands/:brandId/giveaways/new',
          element: <GiveawaysRoute permission="giveaways.edit" page={<GiveawayEditorPage />} />,
        },
        {
          path: '/brands/:brandId/giveaways/:giveawayId',
          element: <GiveawaysRoute permission="entries.record" page={<GiveawayPage />} />,
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
