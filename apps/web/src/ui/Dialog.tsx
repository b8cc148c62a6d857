import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  /** Hides the close button and ignores Escape/outside clicks while something is in flight. */
  busy?: boolean;
  'data-testid'?: string;
}

/** A modal dialog on Radix: focus trap, Escape to close, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  busy,
  ...rest
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-testid={rest['data-testid']}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {busy ? null : (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel} title={closeLabel}>
                <Icon name="close" size={18} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
