import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { countryName, formatDate, saveFile } from '../format';
import { useIssueVpnConfig, VpnConfigRefused } from '../hooks';
import styles from './ConfigCard.module.css';
import { Flag } from './Flag';

interface Server {
  id: string;
  countryCode: string;
  city: string;
}

/**
 * "OpenVPN config and certificate" (SPEC.md 2): downloads a new .ovpn for the chosen server. Each
 * download issues a new client certificate and revokes the previous one, which the card says.
 */
export function ConfigCard({
  servers,
  serverId,
  fastestServerId,
  certificate,
}: {
  servers: readonly Server[];
  serverId: string | null;
  fastestServerId: string | null;
  certificate: { serial: string; serverId: string; issuedAt: string; expiresAt: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const issue = useIssueVpnConfig();
  const server = servers.find((s) => s.id === serverId);
  const place = server ? `${countryName(server.countryCode, i18n.language)} · ${server.city}` : '';

  const download = () =>
    issue.mutate(serverId, { onSuccess: (config) => saveFile(config.fileName, config.content) });

  const refusal = issue.error instanceof VpnConfigRefused ? issue.error : null;
  return (
    <section className={styles.card} aria-labelledby="vpn-config-title" data-testid="vpn-config">
      <h2 id="vpn-config-title" className={styles.title}>
        {t('vpn.config.title')}
      </h2>
      <p className={styles.body}>{t('vpn.config.body')}</p>
      {server ? (
        <p className={styles.server} data-testid="vpn-config-server">
          <Flag countryCode={server.countryCode} />
          <span>
            {server.id === fastestServerId
              ? t('vpn.config.serverFastest', { place })
              : t('vpn.config.server', { place })}
          </span>
        </p>
      ) : null}
      <Button
        onClick={download}
        loading={issue.isPending}
        loadingLabel={t('vpn.config.preparing')}
        icon={<Icon name="download" size={18} />}
        disabled={!server}
        data-testid="vpn-download"
      >
        {t('vpn.config.download')}
      </Button>
      {issue.isSuccess ? (
        <Notice tone="success" role="status" data-testid="vpn-config-done">
          {t('vpn.config.saved', { file: issue.data.fileName })}
        </Notice>
      ) : null}
      {refusal ? (
        <Notice tone="danger" role="alert" data-testid="vpn-config-error">
          {refusal.serverMessage ?? t('vpn.config.failed')}
        </Notice>
      ) : null}
      {certificate ? (
        <dl className={styles.facts} data-testid="vpn-certificate">
          <div>
            <dt>{t('vpn.config.serial')}</dt>
            <dd className={styles.serial}>{certificate.serial}</dd>
          </div>
          <div>
            <dt>{t('vpn.config.issued')}</dt>
            <dd>{formatDate(certificate.issuedAt, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('vpn.config.expires')}</dt>
            <dd>{formatDate(certificate.expiresAt, i18n.language)}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.note}>{t('vpn.config.replaces')}</p>
    </section>
  );
}
