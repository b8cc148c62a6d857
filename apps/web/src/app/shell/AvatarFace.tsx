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
