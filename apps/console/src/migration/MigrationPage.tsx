import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@web/ui/Button';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useFreshFactor } from '../auth/FreshFactor';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BRANDS_KEY } from '../brands/BrandsPage';
import { QueryState } from '../ui/QueryState';
import { BrandMigrationPreview, MigrateBrand, MigrationBrands, migrationPreviewKey } from './queries';
import styles from './MigrationPage.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string; collisions?: readonly string[] };

/**
 * `/brands/:brandId/move` (brand.migrate: owners): every member of this brand, with their data, moves
 * to another brand in one go (the operator's `migrate-brand`). A preview says what would move and
 * names any e-mail that has an account on both brands; the move asks for a fresh second factor.
 */
export function MigrationPage() {
  const { t, i18n } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const queryClient = useQueryClient();
  const withFreshFactor = useFreshFactor();
  const confirmId = useId();
  const [target, setTarget] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const brands = useQuery({ queryKey: ['migration-brands'], queryFn: () => consoleRequest(MigrationBrands) });
  const brandName = brands.data?.brands.find((b) => b.id === brandId)?.name ?? brandId;
  useDocumentTitle(t('migration.titleOf', { brand: brandName }));
  const preview = useQuery({
    queryKey: migrationPreviewKey(brandId, target),
    queryFn: () => consoleRequest(BrandMigrationPreview, { fromBrandId: brandId, toBrandId: target }),
    enabled: target !== '',
  });
  const move = useMutation({
    mutationFn: () =>
      withFreshFactor(
        async () =>
          (await consoleRequest(MigrateBrand, { fromBrandId: brandId, toBrandId: target })).migrateBrand,
        (answer) => answer.responseResult,
      ),
    onSuccess: async (answer) => {
      const targetName = brands.data?.brands.find((b) => b.id === target)?.name ?? target;
      if (answer.responseResult.succeeded) {
        setOutcome({
          tone: 'success',
          text: t('migration.moved', {
            count: answer.members ?? 0,
            formatted: new Intl.NumberFormat(i18n.language).format(answer.members ?? 0),
            brand: targetName,
          }),
        });
        setUnderstood(false);
        await queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
        await preview.refetch();
      } else {
        setOutcome({
          tone: 'danger',
          text: errorText(t, answer.responseResult.errorCode),
          collisions: answer.emailCollisions ?? undefined,
        });
      }
    },
    onError: (caught) =>
      setOutcome({ tone: 'danger', text: errorText(t, (caught as { errorCode?: string }).errorCode) }),
  });

  if (brands.isSuccess && !brands.data.brands.some((b) => b.id === brandId)) {
    return (
      <>
        <h1 className="console-page-title">{t('migration.title')}</h1>
        <SectionState kind="empty" title={t('brands.notFound')} data-testid="not-found" />
      </>
    );
  }

  const others = (brands.data?.brands ?? []).filter((b) => b.id !== brandId);
  const found = preview.data?.brandMigrationPreview ?? null;
  const blocked = (found?.emailCollisions.length ?? 0) > 0;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('migration.titleOf', { brand: brandName })}
        sections
      />
      <div className={styles.page}>
        <p className={styles.lead}>{t('migration.lead')}</p>
        <ul className={styles.effects}>
          <li>{t('migration.effectMembers')}</li>
          <li>{t('migration.effectPlans')}</li>
          <li>{t('migration.effectHosts')}</li>
          <li>{t('migration.effectModal')}</li>
        </ul>
        {outcome ? (
          <Notice
            tone={outcome.tone}
            role={outcome.tone === 'danger' ? 'alert' : 'status'}
            data-testid="migration-outcome"
          >
            {outcome.text}
            {outcome.collisions && outcome.collisions.length > 0 ? (
              <ul className={styles.collisions}>
                {outcome.collisions.map((email) => (
                  <li key={email} className="console-mono">
                    {email}
                  </li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
        <QueryState query={brands}>
          {() => (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (found && !blocked && understood) move.mutate();
              }}
              noValidate
            >
              <SelectField
                label={t('migration.target')}
                value={target}
                onChange={(event) => {
                  setTarget(event.target.value);
                  setUnderstood(false);
                  setOutcome(null);
                }}
                options={[
                  { value: '', label: t('migration.chooseTarget') },
                  ...others.map((b) => ({ value: b.id, label: `${b.name} (${b.id})` })),
                ]}
                data-testid="migration-target"
              />
              {target === '' ? null : preview.isPending ? (
                <SectionState kind="loading" title={t('common.loading')} />
              ) : preview.isError || !found ? (
                <SectionState kind="error" title={t('common.loadFailed')}>
                  {errorText(t, null)}
                </SectionState>
              ) : (
                <section
                  className={styles.preview}
                  aria-labelledby={`${confirmId}-preview`}
                  data-testid="migration-preview"
                >
                  <h2 id={`${confirmId}-preview`} className={styles.previewTitle}>
                    {t('migration.previewTitle')}
                  </h2>
                  <dl className={styles.figures}>
                    <div>
                      <dt>{t('migration.members')}</dt>
                      <dd data-testid="migration-members">{number(found.members)}</dd>
                    </div>
                    <div>
                      <dt>{t('migration.plans')}</dt>
                      <dd>{number(found.plans)}</dd>
                    </div>
                    <div>
                      <dt>{t('migration.hostnames')}</dt>
                      <dd className={`console-mono ${styles.hosts}`}>{found.hostnames.join(', ') || '—'}</dd>
                    </div>
                  </dl>
                  {blocked ? (
                    <Notice tone="warning" data-testid="migration-collisions">
                      {t('migration.collisions')}
                      <ul className={styles.collisions}>
                        {found.emailCollisions.map((email) => (
                          <li key={email} className="console-mono">
                            {email}
                          </li>
                        ))}
                      </ul>
                    </Notice>
                  ) : (
                    <label className="console-check">
                      <input
                        type="checkbox"
                        checked={understood}
                        onChange={(event) => setUnderstood(event.target.checked)}
                        data-testid="migration-understood"
                      />
                      <span>{t('migration.understood')}</span>
                    </label>
                  )}
                  <div className="console-form-actions">
                    <Button
                      type="submit"
                      variant="danger"
                      disabled={blocked || !understood || found.members === 0}
                      loading={move.isPending}
                      data-testid="migration-submit"
                    >
                      {t('migration.submit', { count: found.members, formatted: number(found.members) })}
                    </Button>
                  </div>
                </section>
              )}
            </form>
          )}
        </QueryState>
      </div>
    </>
  );
}
