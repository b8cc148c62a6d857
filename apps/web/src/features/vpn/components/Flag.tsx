// flag-icons: maintained SVG flags (4:3), one file per country, fetched only for the flags shown.
// Emoji flags are not drawn on Windows nor on Linux without an emoji font, so they are not used.
import 'flag-icons/css/flag-icons.min.css';
import styles from './Flag.module.css';

/** A country's flag, decorative: the country's name is always written beside it. */
export function Flag({ countryCode }: { countryCode: string }) {
  const code = countryCode.toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) return null;
  return <span className={`fi fi-${code} ${styles.flag}`} aria-hidden="true" />;
}
