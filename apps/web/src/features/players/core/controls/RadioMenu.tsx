import { useEffect, useRef, type ReactElement } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styles from './controls.module.css';

export interface RadioMenuOption {
  value: string;
  label: string;
  testId: string;
}

/**
 * A player menu of radio items (speed, subtitles) on Radix DropdownMenu: Radix gives the roles
 * (menu, menuitemradio with aria-checked), arrow keys, closing on a click outside, and Escape, which
 * it marks handled so the host's keyboard listener leaves the player open (docs/players.md); focus
 * goes back to the trigger. The menu renders inside the player (no portal) so it stays in the
 * fullscreen frame; it opens on the option in use, as the player's menus always did.
 */
export function RadioMenu({
  trigger,
  title,
  value,
  options,
  onChoose,
  open,
  onOpenChange,
}: {
  /** The button that opens the menu (Radix adds aria-haspopup, aria-expanded and aria-controls). */
  trigger: ReactElement;
  title: string;
  value: string;
  options: readonly RadioMenuOption[];
  onChoose(value: string): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const content = useRef<HTMLDivElement>(null);
  // Radix focuses the menu itself when it opens; this effect runs after it (the child's effect
  // runs first) and moves focus to the option in use.
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        className={styles.menu}
        side="top"
        align="end"
        sideOffset={10}
        aria-label={title}
        ref={content}
      >
        <DropdownMenu.Label className={styles.menuTitle}>{title}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={value} onValueChange={onChoose}>
          {options.map((option) => (
            <DropdownMenu.RadioItem
              key={option.value}
              value={option.value}
              className={styles.menuItem}
              data-testid={option.testId}
            >
              {option.label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
