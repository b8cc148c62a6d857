import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCode } from '@member-area/domain';
import { useBoot } from '../app/BootContext';
import { useLanguage } from '../i18n/useLanguage';
import { BrandLogo } from './BrandLogo';
import { LanguageSelect } from './LanguageSelect';

/**
 * The top of a page outside the shell (sign-in, the public draws): the brand's logo, a link to
 * `home`, and the language menu (`onLanguage` hears the member's choice after it is applied).
 * Its look is the page's: `classes` names the page's `header`, `logoLink` and `language` classes.
 */
export function BrandHeader({
  home,
  classes,
  onLanguage,
}: {
  home: string;
  classes: { header?: string; logoLink?: string; language?: string };
  onLanguage?(code: LanguageCode): void;
}) {
  const { t } = useTranslation();
  const { brand } = useBoot();
  const { language, change, offered } = useLanguage();
  return (
    <header className={classes.header}>
      <Link to={home} className={classes.logoLink} aria-label={brand?.name ?? ''}>
        <BrandLogo name={brand?.name ?? ''} logoUrl={brand?.logoUrl} size="md" />
      </Link>
      <LanguageSelect
        className={classes.language}
        value={language}
        languages={offered}
        label={t('common.language')}
        onChange={(code) => {
          change(code);
          onLanguage?.(code);
        }}
      />
    </header>
  );
}
