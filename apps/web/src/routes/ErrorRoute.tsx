import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorScreen } from '../features/status/components/ErrorScreen';
import { clearIssue, getIssue, type Issue } from '../app/issue';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSafeNavigate } from '../app/navigation';
import { useBoot } from '../app/BootContext';
import { BrandLogo } from '../ui/BrandLogo';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.error'));
  const { brand } = useBoot();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const queryClient = useQueryClient();
  const issue = (location.state as { issue?: Issue } | null)?.issue ?? getIssue();

  const retry = () => {
    const target = issue?.from && issue.from !== '/error' ? issue.from : '/';
    clearIssue();
    void queryClient.resetQueries();
    navigate(target, { replace: true });
  };

  return (
    <ErrorScreen
      issue={issue}
      onRetry={retry}
      fullscreen
      {...(brand ? { top: <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="sm" /> } : {})}
    />
  );
}
