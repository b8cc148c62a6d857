import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { MOBILE_QUERY, useMediaQuery } from '../../../app/shell/useMediaQuery';
import { SearchBox } from './SearchBox';
import topBar from '../../../ui/TopBarButton.module.css';

/** The shell's search entry: a field on wide screens, a button to the search page on phones. */
export function TopBarSearch() {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { pathname } = useLocation();
  // The results page has its own, larger field.
  if (pathname === '/search') return null;
  if (mobile) {
    return (
      <Link to="/search" className={topBar.button} aria-label={t('search.open')} data-testid="search-open">
        <Icon name="search" size={20} />
      </Link>
    );
  }
  return <SearchBox variant="bar" />;
}
