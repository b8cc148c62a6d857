import { useTranslation } from 'react-i18next';
import { SectionState } from '@web/ui/SectionState';

/** While the dashboard's chunk (with its chart library) loads. */
export function DashboardLoading() {
  const { t } = useTranslation();
  return <SectionState kind="loading" title={t('common.loading')} />;
}
