import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { intlLocale, staffMay, vpnLoadLevel } from '@member-area/domain';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { ConsoleVpnServerFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { BrandVpnServers, SetVpnServerEnabled, VpnBrand } from './queries';
import { vpnBrandKey, vpnServersKey } from './vpn-keys';
import desk from '../ui/Desk.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** A country's name in the interface language, or its code when the runtime has none. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * `/brands/:brandId/vpn`: the servers the brand's members may pick (the shared fleet and the
 * brand's own), with their country, load and how many members hold a configuration of each; a
 * server switched off here leaves the members' list at once (brand.edit; a shared one, owners).
 */
export function VpnServersPage() {
  const { t } = useTranslation();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: vpnBrandKey,
    document: VpnBrand,
    documentTitle: (brandName) => t('vpn.serversTitleOf', { brand: brandName }),
  });
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const servers = useQuery({
    queryKey: vpnServersKey(brandId),
    queryFn: () => consoleRequest(BrandVpnServers, { brandId }),
  });
  const newPath = `/brands/${encodeURIComponent(brandId)}/vpn/new`;

  if (missing) return <BrandNotFound title={t('vpn.serversTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('vpn.serversTitleOf', { brand: brandName })}
        sections
        actions={
          <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="vpn-server-new">
            {t('vpn.addServer')}
          </ButtonLink>
        }
      />
      <p className={`console-muted ${desk.note}`}>{t('vpn.serversIntro')}</p>
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="vpn-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={servers}
        isEmpty={(data) => data.vpnServers.length === 0}
        empty={{
          title: t('vpn.noServers'),
          icon: 'list',
          action: <ButtonLink to={newPath}>{t('vpn.addServer')}</ButtonLink>,
        }}
      >
        {(data) => <ServerTable brandId={brandId} servers={data.vpnServers} onOutcome={setOutcome} />}
      </QueryState>
    </>
  );
}

function ServerTable({
  brandId,
  servers,
  onOutcome,
}: {
  brandId: string;
  servers: readonly ConsoleVpnServerFieldsFragment[];
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  // A shared server is the whole console's: only an owner may change it.
  const mayEditShared = staffMay(staff, 'brand.edit', null);
  return (
    <ScrollRegion label={t('vpn.serversCaption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="vpn-server-list">
        <caption className="visually-hidden">{t('vpn.serversCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vpn.columns.server')}</th>
            <th scope="col">{t('vpn.columns.country')}</th>
            <th scope="col">{t('vpn.columns.city')}</th>
            <th scope="col">{t('vpn.columns.address')}</th>
            <th scope="col" className={desk.number}>
              {t('vpn.columns.load')}
            </th>
            <th scope="col">{t('vpn.columns.whose')}</th>
            <th scope="col" className={desk.number}>
              {t('vpn.columns.members')}
            </th>
            <th scope="col">{t('vpn.columns.enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {servers.map((server) => {
            const editable = !server.shared || mayEditShared;
            return (
              <tr key={server.id} data-testid={`vpn-server-row-${server.id}`}>
                <td className={`console-mono ${desk.nowrap}`}>
                  {editable ? (
                    <Link
                      className={desk.link}
                      to={`/brands/${encodeURIComponent(brandId)}/vpn/${encodeURIComponent(server.id)}`}
                    >
                      {server.id}
                    </Link>
                  ) : (
                    server.id
                  )}
                </td>
                <td>
                  {countryName(server.countryCode, i18n.language)}
                  <span className="console-muted console-mono"> {server.countryCode}</span>
                </td>
                <td>{server.city}</td>
                <td className="console-mono">
                  {server.hostname}:{server.port}/{server.protocol}
                </td>
                <td className={desk.number}>
                  {number.format(server.load)} %
                  <div className="console-muted">{t(`vpn.loadLevels.${vpnLoadLevel(server.load)}`)}</div>
                </td>
                <td>{server.shared ? t('vpn.shared') : t('vpn.own')}</td>
                <td className={desk.number}>{number.format(server.liveCertificates ?? 0)}</td>
                <td>
                  {editable ? (
                    <EnabledSwitch server={server} brandId={brandId} onOutcome={onOutcome} />
                  ) : (
                    <span>
                      {server.enabled ? t('vpn.on') : t('vpn.off')}
                      <span className="console-muted"> · {t('vpn.ownersOnly')}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A checkbox shown as a switch: members see the server, or no longer (setVpnServerEnabled). */
function EnabledSwitch({
  server,
  brandId,
  onOutcome,
}: {
  server: ConsoleVpnServerFieldsFragment;
  brandId: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (enabled: boolean) =>
      (await consoleRequest(SetVpnServerEnabled, { id: server.id, enabled })).setVpnServerEnabled,
    onSuccess: (answer, enabled) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: enabled ? t('vpn.nowOn', { id: server.id }) : t('vpn.nowOff', { id: server.id }),
      });
      void queryClient.invalidateQueries({ queryKey: vpnServersKey(brandId) });
    },
    onError: (error) => onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) }),
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : server.enabled;
  return (
    <label className={desk.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={toggle.isPending || undefined}
        onChange={(event) => {
          if (!toggle.isPending) toggle.mutate(event.target.checked);
        }}
        data-testid={`vpn-server-enabled-${server.id}`}
      />
      <span className={desk.track} aria-hidden="true" />
      <span className="visually-hidden">{server.id}: </span>
      <span>{t('vpn.offered')}</span>
    </label>
  );
}
