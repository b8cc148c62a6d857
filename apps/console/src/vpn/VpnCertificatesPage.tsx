import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale, staffMay } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { BrandVpnCertificatesQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { BrandVpnCertificates, RevokeVpnCertificate, VpnBrand } from './queries';
import { vpnBrandKey, vpnCertificatesKey } from './vpn-keys';
import desk from '../ui/Desk.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };
type Certificate = BrandVpnCertificatesQuery['vpnCertificates'][number];

/**
 * `/brands/:brandId/vpn-certificates`: the brand's members holding a VPN configuration, found by
 * e-mail (members.read); revoking one (members.act) puts its certificate on the brand's CRL, so the
 * configuration stops connecting, and the member may download a new one.
 */
export function VpnCertificatesPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: vpnBrandKey,
    document: VpnBrand,
    documentTitle: (brandName) => t('vpn.certificatesTitleOf', { brand: brandName }),
  });
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const certificates = useQuery({
    queryKey: [...vpnCertificatesKey(brandId), search],
    queryFn: () => consoleRequest(BrandVpnCertificates, { brandId, search: search || null }),
  });
  const mayAct = staffMay(staff, 'members.act', brandId);

  if (missing) return <BrandNotFound title={t('vpn.certificatesTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('vpn.certificatesTitleOf', { brand: brandName })}
        sections
      />
      <p className={`console-muted ${desk.note}`}>{t('vpn.certificatesIntro')}</p>
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="vpn-certificates-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <form
        className={desk.search}
        role="search"
        aria-label={t('vpn.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <TextField
          className={desk.searchField}
          label={t('vpn.search')}
          hint={t('vpn.searchHint')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={200}
          data-testid="vpn-certificate-search"
        />
        <Button type="submit" data-testid="vpn-certificate-search-submit">
          {t('vpn.searchSubmit')}
        </Button>
      </form>
      <QueryState
        query={certificates}
        isEmpty={(data) => data.vpnCertificates.length === 0}
        empty={{
          title: search ? t('vpn.noCertificateMatch', { search }) : t('vpn.noCertificates'),
          icon: 'list',
        }}
      >
        {(data) => (
          <CertificateTable
            brandId={brandId}
            certificates={data.vpnCertificates}
            mayAct={mayAct}
            onOutcome={setOutcome}
          />
        )}
      </QueryState>
    </>
  );
}

function CertificateTable({
  brandId,
  certificates,
  mayAct,
  onOutcome,
}: {
  brandId: string;
  certificates: readonly Certificate[];
  mayAct: boolean;
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ScrollRegion label={t('vpn.certificatesCaption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="vpn-certificate-list">
        <caption className="visually-hidden">{t('vpn.certificatesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vpn.columns.member')}</th>
            <th scope="col">{t('vpn.columns.server')}</th>
            <th scope="col">{t('vpn.columns.issued')}</th>
            <th scope="col">{t('vpn.columns.expires')}</th>
            <th scope="col">{t('vpn.columns.serial')}</th>
            {mayAct ? <th scope="col">{t('vpn.columns.action')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {certificates.map((c) => (
            <tr key={c.serial} data-testid={`vpn-certificate-row-${c.memberId}`}>
              <td>
                <Link
                  className={desk.link}
                  to={`/brands/${encodeURIComponent(brandId)}/members/${encodeURIComponent(c.memberId)}`}
                >
                  {c.memberEmail}
                </Link>
              </td>
              <td className="console-mono">{c.serverId}</td>
              <td className={desk.nowrap}>{date.format(new Date(c.issuedAt))}</td>
              <td className={desk.nowrap}>{date.format(new Date(c.expiresAt))}</td>
              <td className="console-mono">{c.serial.slice(0, 16)}…</td>
              {mayAct ? (
                <td>
                  <RevokeButton brandId={brandId} certificate={c} onOutcome={onOutcome} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function RevokeButton({
  brandId,
  certificate,
  onOutcome,
}: {
  brandId: string;
  certificate: Certificate;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: async () =>
      (await consoleRequest(RevokeVpnCertificate, { memberId: certificate.memberId })).revokeVpnCertificate,
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm" data-testid={`vpn-revoke-${certificate.memberId}`}>
          {t('vpn.revoke')}
          <span className="visually-hidden"> {certificate.memberEmail}</span>
        </Button>
      }
      title={t('vpn.revokeTitle', { email: certificate.memberEmail })}
      body={t('vpn.revokeBody')}
      confirmLabel={t('vpn.revoke')}
      cancelLabel={t('common.cancel')}
      pending={revoke.isPending}
      onConfirm={(close) =>
        revoke.mutate(undefined, {
          onSuccess: (answer) => {
            close();
            if (!answer.responseResult.succeeded) {
              onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
              return;
            }
            onOutcome({ tone: 'success', text: t('vpn.revoked', { email: certificate.memberEmail }) });
            void queryClient.invalidateQueries({ queryKey: vpnCertificatesKey(brandId) });
          },
          onError: (error) => {
            close();
            onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) });
          },
        })
      }
    />
  );
}
