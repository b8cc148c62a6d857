import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import styles from './AvatarMenu.module.css';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The member's picture when there is one, else their initials (decorative: the name is beside it). */
export function AvatarFace({
  name,
  pictureUrl,
  large,
}: {
  name: string;
  pictureUrl: string | null;
  large?: boolean;
}) {
  return (
    <span className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar} aria-hidden="true">
      {pictureUrl ? (
        <img className={styles.picture} src={pictureUrl} alt="" width={44} height={44} />
      ) : (
        initials(name)
      )}
    </span>
  );
}

/**
 * What the avatar menu's trigger shows, the stand-in's (AvatarMenu) and Radix's (AvatarMenuDropdown)
 * alike: named by its text, not an aria-label: axe's label-in-name (WCAG 2.5.3) counts the initials
 * too, which no label could hold in order. The hidden name starts with the member's name.
 */
export function AvatarTriggerContent({
  name,
  pictureUrl,
  compact,
}: {
  name: string;
  pictureUrl: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="visually-hidden">{t('shell.avatarMenu', { name })}</span>
      <AvatarFace name={name} pictureUrl={pictureUrl} />
      {compact ? null : (
        <span className={styles.name} aria-hidden="true">
          {name}
        </span>
      )}
      {compact ? null : <Icon name="chevron-down" size={16} className={styles.chevron} />}
    </>
  );
}
