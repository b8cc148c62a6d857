import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { withChunkTimeout } from '../lazy';
import { AvatarTriggerContent } from './AvatarFace';
import type { AvatarMenuDropdown } from './AvatarMenuDropdown';
import styles from './AvatarMenu.module.css';

export { initials } from './AvatarFace';

export interface AvatarMenuProps {
  name: string;
  email: string;
  pictureUrl?: string | null;
  compact?: boolean;
}

type Dropdown = typeof AvatarMenuDropdown;

let loading: Promise<Dropdown> | null = null;
/** The menu's chunk (Radix's dropdown and floating-ui, 18 kB gzip), fetched once. */
function loadDropdown(): Promise<Dropdown> {
  loading ??= withChunkTimeout(() => import('./AvatarMenuDropdown')).then(
    (module) => module.AvatarMenuDropdown,
    (error: unknown) => {
      // The next hover or press tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The avatar in the top bar and its menu (account, support, language, sign out). The menu's code
 * is not part of the member shell's first load (issue 16): this stand-in trigger, which looks and
 * reads the same, fetches it when the member points at or focuses the avatar and is replaced by
 * the real menu once it is there; a press that comes first opens the menu as soon as it arrives.
 */
export function AvatarMenu(props: AvatarMenuProps) {
  const [Menu, setMenu] = useState<ComponentType<
    AvatarMenuProps & { defaultOpen: boolean; focusTrigger: boolean }
  > | null>(null);
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);

  if (Menu) return <Menu {...props} defaultOpen={pressed} focusTrigger={focused.current} />;

  const warm = () => {
    loadDropdown().then(
      (loaded) => {
        focused.current = document.activeElement === standIn.current;
        setMenu(() => loaded);
      },
      (error: unknown) => console.warn('[shell] the avatar menu failed to load', error),
    );
  };
  const press = () => {
    setPressed(true);
    warm();
  };
  const { name, pictureUrl = null, compact } = props;
  return (
    <button
      ref={standIn}
      type="button"
      className={styles.trigger}
      data-testid="avatar-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={warm}
      onFocus={warm}
      // Radix opens on a mouse's press, not its click: the same here.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && event.pointerType === 'mouse') press();
      }}
      onClick={press}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          press();
        }
      }}
    >
      <AvatarTriggerContent name={name} pictureUrl={pictureUrl} compact={compact} />
    </button>
  );
}
