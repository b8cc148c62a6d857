import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@member-area/domain';
import { intlLocale } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Dialog } from '@web/ui/Dialog';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import badgeStyles from '@web/ui/Badge.module.css';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useFreshFactor, type ResponseResultLike } from '../auth/FreshFactor';
import type { StaffListQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { StaffRoleFields } from './StaffRoleFields';
import { ChangeStaffRole, DeactivateStaff, InviteStaff, StaffBrandChoices, StaffList } from './queries';
import styles from './StaffPage.module.css';

const STAFF_KEY = ['staffList'] as const;
const BRAND_CHOICES_KEY = ['brandChoices'] as const;

type StaffRow = StaffListQuery['staffList'][number];
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** Staff accounts (owners: staff.manage): invite, change a role, deactivate; each asks a fresh second factor. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const me = useStaff();
  useDocumentTitle(t('staff.title'));
  const query = useQuery({ queryKey: STAFF_KEY, queryFn: () => consoleRequest(StaffList) });
  const brands = useQuery({ queryKey: BRAND_CHOICES_KEY, queryFn: () => consoleRequest(StaffBrandChoices) });
  const brandList = brands.data?.brands ?? [];
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const withFreshFactor = useFreshFactor();
  const queryClient = useQueryClient();

  const deactivate = useMutation({
    mutationFn: (id: string) =>
      withFreshFactor(
        async () => (await consoleRequest(DeactivateStaff, { id })).deactivateStaff,
        (answer) => answer.responseResult,
      ),
  });

  const brandName = (id: string) => brandList.find((brand) => brand.id === id)?.name ?? id;
  const date = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : t('staff.never');

  function settle(result: ResponseResultLike, success: string) {
    if (result.succeeded) {
      setOutcome({ tone: 'success', text: success });
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } else {
      setOutcome({ tone: 'danger', text: errorText(t, result.errorCode) });
    }
  }

  return (
    <>
      <div className="console-page-header">
        <h1 className="console-page-title">{t('staff.title')}</h1>
        <Button
          icon={<Icon name="plus" size={18} />}
          onClick={() => setInviting(true)}
          data-testid="invite-staff"
        >
          {t('staff.invite')}
        </Button>
      </div>
      {outcome ? (
        <Notice
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="staff-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={query}
        isEmpty={(data) => data.staffList.length === 0}
        empty={{ title: t('staff.empty'), icon: 'user' }}
      >
        {(data) => (
          <ScrollRegion label={t('staff.caption')} className={styles.scroll}>
            <table className={tableStyles.table} data-testid="staff-list">
              <caption className="visually-hidden">{t('staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.brands')}</th>
                  <th scope="col">{t('staff.enrolled')}</th>
                  <th scope="col">{t('staff.active')}</th>
                  <th scope="col">{t('staff.lastSignIn')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.staffList.map((row) => (
                  <tr key={row.id} data-testid="staff-row" data-staff-email={row.email}>
                    <td>
                      <span className={styles.name}>{row.name}</span>
                      <span className="console-muted console-mono">{row.email}</span>
                    </td>
                    <td>{t(`roles.${row.role}`)}</td>
                    <td>
                      {row.role === 'owner'
                        ? t('staff.allBrands')
                        : row.brandIds.map(brandName).join(', ') || '—'}
                    </td>
                    <td>
                      <span
                        className={`${badgeStyles.badge} ${row.enrolled ? badgeStyles.badgeSuccess : badgeStyles.badgeWarning}`}
                      >
                        {row.enrolled ? t('common.yes') : t('common.no')}
                      </span>
                    </td>
                    <td>
                      <span className={`${badgeStyles.badge} ${row.active ? badgeStyles.badgeSuccess : ''}`}>
                        {row.active ? t('staff.activeYes') : t('staff.activeNo')}
                      </span>
                    </td>
                    <td className="console-muted">{date(row.lastSignInAt)}</td>
                    <td>
                      {row.active && row.id !== me.id ? (
                        <div className={styles.actions}>
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => setEditing(row)}
                            aria-label={t('staff.changeRoleOf', { name: row.name })}
                            data-testid="change-role"
                          >
                            {t('staff.changeRole')}
                          </Button>
                          <ConfirmDialog
                            trigger={
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={t('staff.deactivateOf', { name: row.name })}
                                data-testid="deactivate"
                              >
                                {t('staff.deactivate')}
                              </Button>
                            }
                            title={t('staff.deactivateTitle', { name: row.name })}
                            body={t('staff.deactivateBody')}
                            confirmLabel={t('staff.deactivate')}
                            cancelLabel={t('common.cancel')}
                            pending={deactivate.isPending}
                            onConfirm={(close) => {
                              deactivate.mutate(row.id, {
                                onSuccess: (answer) =>
                                  settle(answer.responseResult, t('staff.deactivated', { name: row.name })),
                                onError: (error) =>
                                  setOutcome({
                                    tone: 'danger',
                                    text: errorText(t, (error as { errorCode?: string }).errorCode),
                                  }),
                                onSettled: close,
                              });
                            }}
                          />
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>
      {inviting ? (
        <InviteDialog
          brands={brandList}
          brandsFailed={brands.isError}
          onRetryBrands={() => void brands.refetch()}
          onClose={() => setInviting(false)}
          onDone={(email) => {
            setInviting(false);
            settle({ succeeded: true }, t('staff.invited', { email }));
          }}
        />
      ) : null}
      {editing ? (
        <ChangeRoleDialog
          row={editing}
          brands={brandList}
          brandsFailed={brands.isError}
          onRetryBrands={() => void brands.refetch()}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            settle({ succeeded: true }, t('staff.roleChanged', { name: editing.name }));
          }}
        />
      ) : null}
    </>
  );
}

function InviteDialog({
  brands,
  brandsFailed,
  onRetryBrands,
  onClose,
  onDone,
}: {
  brands: readonly { id: string; name: string }[];
  brandsFailed: boolean;
  onRetryBrands(): void;
  onClose(): void;
  onDone(email: string): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const withFreshFactor = useFreshFactor();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('content_editor');
  const [brandIds, setBrandIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; name?: string; brands?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () =>
      withFreshFactor(
        async () =>
          (
            await consoleRequest(InviteStaff, {
              input: {
                email: email.trim(),
                name: name.trim(),
                role,
                brandIds: role === 'owner' ? [] : brandIds,
              },
            })
          ).inviteStaff,
        (answer) => answer.responseResult,
      ),
    onSuccess: (answer) => {
      if (answer.responseResult.succeeded) onDone(email.trim());
      else setError(errorText(t, answer.responseResult.errorCode));
    },
    onError: (caught) => setError(errorText(t, (caught as { errorCode?: string }).errorCode)),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : t('errors.invalid_email'),
      name: name.trim() ? undefined : t('auth.nameRequired'),
      brands: role === 'owner' || brandIds.length > 0 ? undefined : t('staff.brandsRequired'),
    };
    setErrors(found);
    if (found.email || found.name || found.brands) return;
    setError(null);
    invite.mutate();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('staff.inviteTitle')}
      description={t('staff.inviteBody')}
      closeLabel={t('common.close')}
      busy={invite.isPending}
      data-testid="invite-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={invite.isPending} data-testid="invite-submit">
            {t('staff.sendInvitation')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <FormError message={error} />
        <TextField
          label={t('staff.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="off"
          required
          autoFocus
          data-testid="invite-email"
        />
        <TextField
          label={t('staff.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          autoComplete="off"
          required
          data-testid="invite-name"
        />
        <StaffRoleFields
          role={role}
          brandIds={brandIds}
          brands={brands}
          onRole={setRole}
          onBrands={setBrandIds}
          brandsError={errors.brands}
          brandsFailed={brandsFailed}
          onRetryBrands={onRetryBrands}
        />
      </form>
    </Dialog>
  );
}

function ChangeRoleDialog({
  row,
  brands,
  brandsFailed,
  onRetryBrands,
  onClose,
  onDone,
}: {
  row: StaffRow;
  brands: readonly { id: string; name: string }[];
  brandsFailed: boolean;
  onRetryBrands(): void;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const withFreshFactor = useFreshFactor();
  const [role, setRole] = useState<StaffRole>(row.role);
  const [brandIds, setBrandIds] = useState<string[]>([...row.brandIds]);
  const [brandsError, setBrandsError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () =>
      withFreshFactor(
        async () =>
          (
            await consoleRequest(ChangeStaffRole, {
              id: row.id,
              role,
              brandIds: role === 'owner' ? [] : brandIds,
            })
          ).changeStaffRole,
        (answer) => answer.responseResult,
      ),
    onSuccess: (answer) => {
      if (answer.responseResult.succeeded) onDone();
      else setError(errorText(t, answer.responseResult.errorCode));
    },
    onError: (caught) => setError(errorText(t, (caught as { errorCode?: string }).errorCode)),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('staff.changeRoleTitle', { name: row.name })}
      closeLabel={t('common.close')}
      busy={change.isPending}
      data-testid="change-role-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={change.isPending} data-testid="change-role-submit">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (role !== 'owner' && brandIds.length === 0) {
            setBrandsError(t('staff.brandsRequired'));
            return;
          }
          setBrandsError(null);
          setError(null);
          change.mutate();
        }}
        noValidate
      >
        <FormError message={error} />
        <StaffRoleFields
          role={role}
          brandIds={brandIds}
          brands={brands}
          onRole={setRole}
          onBrands={setBrandIds}
          brandsError={brandsError}
          brandsFailed={brandsFailed}
          onRetryBrands={onRetryBrands}
        />
      </form>
    </Dialog>
  );
}
