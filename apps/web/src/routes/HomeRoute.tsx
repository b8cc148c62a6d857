import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@member-area/domain';
import { useBoot } from '../app/BootContext';
import { useShell } from '../app/shell/ShellContext';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { sendEvent } from '../app/events';
import { Splash } from '../features/home/components/Splash';
import { AccountNotices } from '../features/home/components/AccountNotices';
import { QuickLinks } from '../features/home/components/QuickLinks';
import { ContinueRow } from '../features/home/components/ContinueRow';
import { HomeRows } from '../features/home/components/HomeRows';
import { CookieNotice } from '../features/home/components/CookieNotice';
import { useFirstVisit } from '../features/home/hooks/useFirstVisit';
import { greetingName } from '../features/home/greeting';
import styles from '../features/home/components/Home.module.css';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.home'));
  const { brand } = useBoot();
  const { viewer, menu, layout } = useShell();
  useFirstVisit(viewer);

  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    void sendEvent({ namespace: 'members', type: 'home_view' });
  }, []);

  if (!brand) return null;
  return (
    <div className={styles.home}>
      {/* First, in the flow: it pushes home down rather than covering any of it. */}
      <CookieNotice policyUrl={brand.cookiePolicyUrl} />
      <Splash
        name={greetingName(displayName(viewer.name, viewer.email))}
        brandName={brand.name}
        layout={layout}
        menu={menu}
      />
      <AccountNotices viewer={viewer} brand={brand} />
      <ContinueRow />
      <HomeRows />
      <QuickLinks items={menu} />
    </div>
  );
}
