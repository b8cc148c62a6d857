import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';
import styles from './Dialog.module.css';
import { MODAL_CONTENT_ATTRIBUTE, useOpenerFocus } from './use-opener-focus';

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
  /** Focus the last footer button (the main action) on open instead of the first control. */
  focusMainAction?: boolean;
  'data-testid'?: string;
}

/** A modal dialog on Radix: focus trap, Escape to close, focus back to its opener, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  busy,
  focusMainAction,
  ...rest
}: DialogProps) {
  const footerRef = useRef<HTMLDivElement>(null);
  const returnFocus = useOpenerFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-testid={rest['data-testid']}
          {...{ [MODAL_CONTENT_ATTRIBUTE]: '' }}
          onOpenAutoFocus={(event) => {
            const actions = focusMainAction ? footerRef.current?.querySelectorAll('button, a') : undefined;
            const main = actions?.[actions.length - 1];
            if (main instanceof HTMLElement) {
              event.preventDefault();
              main.focus();
            }
          }}
          onCloseAutoFocus={returnFocus}
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
          {footer ? (
            <div className={styles.footer} ref={footerRef}>
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
