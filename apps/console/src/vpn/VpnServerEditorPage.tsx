import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffMay, VPN_PROTOCOLS } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { EditorLoad } from '../ui/EditorLoad';
import { useBrandPage } from '../ui/useBrandPage';
import { useEditorForm } from '../ui/useEditorForm';
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
  const { serverId } = useParams();
  const title = serverId ? t('vpn.editTitle', { id: serverId }) : t('vpn.newTitle');
  const page = useBrandPage({ brandKey: vpnBrandKey, document: VpnBrand, documentTitle: () => title });
  const { brandId } = page;
  const servers = useQuery({
    queryKey: vpnServersKey(brandId),
    queryFn: () => consoleRequest(BrandVpnServers, { brandId }),
    enabled: serverId !== undefined,
  });
  const listPath = `/brands/${encodeURIComponent(brandId)}/vpn`;
  const server = serverId === undefined ? undefined : servers.data?.vpnServers.find((s) => s.id === serverId);
  return (
    <EditorLoad
      header={page.header({ title, trail: [{ to: listPath, label: t('vpn.serversTitle') }] })}
      // A new server waits for nothing: the brand's name only heads the page.
      queries={serverId === undefined ? [] : [servers]}
      missing={() => (serverId !== undefined && !server ? t('errors.vpn_server_not_found') : null)}
      back={{ to: listPath, label: t('vpn.backToServers') }}
    >
      {() => (
        <ServerForm
          brandId={brandId}
          serverId={server?.id ?? null}
          initial={server ? formOfServer(server) : EMPTY_VPN_SERVER_FORM}
        />
      )}
    </EditorLoad>
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
  const mayShare = staffMay(staff, 'brand.edit', null);
  const { form, set, failure, formRef, saving, errorOf, onSubmit } = useEditorForm({
    initial,
    check: formProblems,
    save: async (f) => {
      const { id, ...input } = draftOfForm(f);
      return serverId === null
        ? (await consoleRequest(CreateVpnServer, { brandId, id, input, shared: f.shared })).createVpnServer
        : (await consoleRequest(UpdateVpnServer, { id: serverId, input })).updateVpnServer;
    },
    refused: problemsOfExtra,
    problemsKey: 'vpn.problems',
    fixProblemsKey: 'vpn.fixProblems',
    listKey: vpnServersKey(brandId),
    listPath: `/brands/${encodeURIComponent(brandId)}/vpn`,
    outcome: (answer) => {
      const id = answer.server?.id ?? serverId ?? '';
      return serverId === null ? t('vpn.added', { id }) : t('vpn.saved', { id });
    },
  });

  return (
    <form ref={formRef} className={desk.form} noValidate onSubmit={onSubmit} data-testid="vpn-server-form">
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
        <Button type="submit" loading={saving} data-testid="vpn-server-save">
          {serverId === null ? t('vpn.addServer') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/vpn`}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
