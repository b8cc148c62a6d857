import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg' | 'sm';

function classes(variant: Variant, size: Size, block: boolean | undefined, extra?: string) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** What a button and a link drawn as one share: its look and the icon before its text. */
interface ButtonLook {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  loading?: boolean;
  /** Announced to screen readers while loading. */
  loadingLabel?: string;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading,
  loadingLabel,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes(variant, size, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} label={loadingLabel} /> : icon}
      <span>{children}</span>
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={classes(variant, size, block, className)}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
