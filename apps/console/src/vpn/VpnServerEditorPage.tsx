import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { staffMay, VPN_PROTOCOLS, type VpnServerDraftProblem } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandVpnServers, CreateVpnServer, UpdateVpnServer, VpnBrand } from './queries';
import {
  draftOfForm,
  EMPTY_VPN_SERVER_FORM,
  formOfServer,
  formProblems,
  problemsOfExtra,
  type VpnServerForm,
} from './vpn-form';
import { vpnBrandKey, vpnServersKey } from './vpn-keys';
import desk from '../ui/Desk.module.css';

/** `/brands/:brandId/vpn/new` and `/brands/:brandId/vpn/:serverId`: one server's form (brand.edit). */
export function VpnServerEditorPage() {
  const { t } = useTranslation();
  const { brandId = '', serverId } = useParams();
  const brand = useQuery({
    queryKey: vpnBrandKey(brandId),
    queryFn: () => consoleRequest(VpnBrand, { id: brandId }),
  });
  const servers = useQuery({
    queryKey: vpnServersKey(brandId),
    queryFn: () => consoleRequest(BrandVpnServers, { brandId }),
    enabled: serverId !== undefined,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  const title = serverId ? t('vpn.editTitle', { id: serverId }) : t('vpn.newTitle');
  useDocumentTitle(title);
  const header = (
    <BrandPageHeader
      brandId={brandId}
      brandName={brandName}
      title={title}
      trail={[{ to: `/brands/${encodeURIComponent(brandId)}/vpn`, label: t('vpn.serversTitle') }]}
    />
  );
  if (serverId === undefined)
    return (
      <>
        {header}
        <ServerForm brandId={brandId} serverId={null} initial={EMPTY_VPN_SERVER_FORM} />
      </>
    );
  if (servers.isPending)
    return (
      <>
        {header}
        <SectionState kind="loading" title={t('common.loading')} />
      </>
    );
  if (servers.isError)
    return (
      <>
        {header}
        <SectionState
          kind="error"
          title={t('common.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void servers.refetch()} data-testid="retry">
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(t, errorCodeOfError(servers.error))}
        </SectionState>
      </>
    );
  const server = servers.data.vpnServers.find((s) => s.id === serverId);
  if (!server)
    return (
      <>
        {header}
        <SectionState
          kind="empty"
          title={t('errors.vpn_server_not_found')}
          action={
            <ButtonLink to={`/brands/${encodeURIComponent(brandId)}/vpn`}>
              {t('vpn.backToServers')}
            </ButtonLink>
          }
          data-testid="not-found"
        />
      </>
    );
  return (
    <>
      {header}
      <ServerForm brandId={brandId} serverId={server.id} initial={formOfServer(server)} />
    </>
  );
}

function ServerForm({
  brandId,
  serverId,
  initial,
}: {
  brandId: string;
  serverId: string | null;
  initial: VpnServerForm;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<VpnServerDraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mayShare = staffMay(staff, 'brand.edit', null);
  const set = <K extends keyof VpnServerForm>(key: K, value: VpnServerForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`vpn.problems.${problem.code}`) : null;
  };

  // The first field in trouble takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    const first = problems[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first.field}"]`)?.focus();
  }, [problems]);

  const save = useMutation({
    mutationFn: async () => {
      const { id, ...input } = draftOfForm(form);
      return serverId === null
        ? (await consoleRequest(CreateVpnServer, { brandId, id, input, shared: form.shared })).createVpnServer
        : (await consoleRequest(UpdateVpnServer, { id: serverId, input })).updateVpnServer;
    },
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        const refused = problemsOfExtra(answer.responseResult.extra);
        setProblems(refused);
        setFailure(errorText(t, answer.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: vpnServersKey(brandId) });
      const id = answer.server?.id ?? serverId ?? '';
      void navigate(`/brands/${encodeURIComponent(brandId)}/vpn`, {
        state: { outcome: serverId === null ? t('vpn.added', { id }) : t('vpn.saved', { id }) },
      });
    },
    onError: (error) => setFailure(errorText(t, errorCodeOfError(error))),
  });

  return (
    <form
      ref={formRef}
      className={desk.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = formProblems(form);
        setProblems(found);
        if (found.length > 0) {
          setFailure(t('vpn.fixProblems'));
          return;
        }
        setFailure(null);
        save.mutate();
      }}
      data-testid="vpn-server-form"
    >
      {failure ? (
        <Notice tone="danger" role="alert" data-testid="vpn-server-failure">
          {failure}
        </Notice>
      ) : null}
      <div className={desk.grid}>
        <TextField
          label={t('vpn.fields.id')}
          hint={serverId === null ? t('vpn.fields.idHint') : t('vpn.fields.idFixed')}
          value={form.id}
          onChange={(event) => set('id', event.target.value)}
          readOnly={serverId !== null}
          error={errorOf('id')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={40}
          data-field="id"
          data-testid="vpn-server-id"
        />
        <TextField
          label={t('vpn.fields.country')}
          hint={t('vpn.fields.countryHint')}
          value={form.countryCode}
          onChange={(event) => set('countryCode', event.target.value)}
          error={errorOf('countryCode')}
          spellCheck={false}
          autoComplete="off"
          maxLength={2}
          data-field="countryCode"
          data-testid="vpn-server-country"
        />
        <TextField
          label={t('vpn.fields.city')}
          hint={t('vpn.fields.cityHint')}
          value={form.city}
          onChange={(event) => set('city', event.target.value)}
          error={errorOf('city')}
          autoComplete="off"
          maxLength={80}
          data-field="city"
          data-testid="vpn-server-city"
        />
        <TextField
          label={t('vpn.fields.hostname')}
          value={form.hostname}
          onChange={(event) => set('hostname', event.target.value)}
          error={errorOf('hostname')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={253}
          data-field="hostname"
          data-testid="vpn-server-hostname"
        />
        <TextField
          label={t('vpn.fields.port')}
          value={form.port}
          onChange={(event) => set('port', event.target.value)}
          error={errorOf('port')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          data-field="port"
          data-testid="vpn-server-port"
        />
        <SelectField
          label={t('vpn.fields.protocol')}
          options={VPN_PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))}
          value={form.protocol}
          onChange={(event) => set('protocol', event.target.value)}
          error={errorOf('protocol')}
          data-field="protocol"
          data-testid="vpn-server-protocol"
        />
        <TextField
          label={t('vpn.fields.load')}
          hint={t('vpn.fields.loadHint')}
          value={form.load}
          onChange={(event) => set('load', event.target.value)}
          error={errorOf('load')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          data-field="load"
          data-testid="vpn-server-load"
        />
      </div>
      {serverId === null && mayShare ? (
        <label className={desk.check}>
          <input
            type="checkbox"
            checked={form.shared}
            onChange={(event) => set('shared', event.target.checked)}
            data-testid="vpn-server-shared"
          />
          <span>
            {t('vpn.fields.shared')}
            <span className="console-muted"> · {t('vpn.fields.sharedHint')}</span>
          </span>
        </label>
      ) : null}
      <div className={desk.actions}>
        <Button type="submit" loading={save.isPending} data-testid="vpn-server-save">
          {serverId === null ? t('vpn.addServer') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/vpn`}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
