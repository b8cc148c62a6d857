import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, matchesVpnSearch, vpnLoadLevel } from '@member-area/domain';
import { TextField } from '../../../ui/Field';
import { countryName } from '../format';
import { Flag } from './Flag';
import styles from './ServerList.module.css';

interface Server {
  id: string;
  countryCode: string;
  city: string;
  load: number;
}

/** The server list (SPEC.md 2): flag, country in the member's language, city, load; country search. */
export function ServerList({
  servers,
  selectedId,
  fastestServerId,
  onSelect,
}: {
  servers: readonly Server[];
  selectedId: string | null;
  fastestServerId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      servers
        .map((s) => ({ ...s, countryName: countryName(s.countryCode, i18n.language) }))
        .sort(
          (a, b) =>
            a.countryName.localeCompare(b.countryName, intlLocale(i18n.language)) ||
            a.city.localeCompare(b.city),
        )
        .filter((s) => matchesVpnSearch(search, s)),
    [servers, search, i18n.language],
  );

  return (
    <section className={styles.panel} aria-labelledby="vpn-servers-title">
      <h2 id="vpn-servers-title" className={styles.title}>
        {t('vpn.servers.title')}
      </h2>
      <TextField
        label={t('vpn.servers.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('vpn.servers.searchPlaceholder')}
        data-testid="vpn-search"
      />
      <p className="visually-hidden" role="status">
        {t('vpn.servers.count', { count: rows.length })}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty} data-testid="vpn-servers-empty">
          {t('vpn.servers.empty')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="vpn-servers">
          {rows.map((s) => {
            const level = vpnLoadLevel(s.load);
            const selected = s.id === selectedId;
            return (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-pressed={selected}
                  onClick={() => onSelect(s.id)}
                  data-testid={`vpn-server-${s.id}`}
                >
                  <Flag countryCode={s.countryCode} />
                  <span className={styles.place}>
                    <span className={styles.country}>{s.countryName}</span>
                    <span className={styles.city}>
                      {s.city}
                      {s.id === fastestServerId ? (
                        <span className={styles.fastest}>{t('vpn.servers.fastest')}</span>
                      ) : null}
                    </span>
                  </span>
                  <span className={styles.load} data-level={level}>
                    <span className={styles.meter} aria-hidden="true">
                      <span style={{ width: `${s.load}%` }} />
                    </span>
                    <span>{t(`vpn.servers.load.${level}`, { load: s.load })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
