import { useState, type DragEvent, type LiHTMLAttributes, type ReactNode, type Ref } from 'react';

/** The row's icons: the drag grip and the three actions. */
export type TrackRowIcon = 'grip' | 'arrow-up' | 'arrow-down' | 'trash';

/**
 * Drag-to-reorder state of one list of TrackRows: the key being dragged and the index it hovers.
 * `drop` reads the dragged key (from state, else the drag data) and hands it to `onDrop`.
 */
export function useDragReorder(onDrop: (key: string, toIndex: number) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const key = dragging ?? event.dataTransfer.getData('text/plain');
    reset();
    if (key) onDrop(key, index);
  };
  return { dragging, over, setDragging, setOver, reset, drop };
}

export type DragReorder = ReturnType<typeof useDragReorder>;

/**
 * One track of a reorderable list (a playlist's tracks, the player's "up next"): a draggable row
 * with a grip, the caller's content, and move up, move down and remove buttons. Each list keeps its
 * own look (`classes`), icons, labels and test ids.
 */
export function TrackRow({
  itemKey,
  index,
  last,
  reorder,
  classes,
  icon,
  labels,
  testIds,
  busy = false,
  onMove,
  onRemove,
  rowRef,
  rowProps,
  children,
}: {
  itemKey: string;
  index: number;
  last: number;
  reorder: DragReorder;
  classes: Record<'row' | 'grip' | 'actions' | 'action', string | undefined>;
  icon(name: TrackRowIcon): ReactNode;
  labels: { up: string; down: string; remove: string };
  testIds: { row: string; up: string; down: string; remove: string };
  /** A move is under way: the arrows wait. */
  busy?: boolean;
  onMove(toIndex: number): void;
  onRemove(): void;
  rowRef?: Ref<HTMLLIElement>;
  /** Further attributes of the row (data-*, aria-*, style). */
  rowProps?: LiHTMLAttributes<HTMLLIElement> & Record<`data-${string}`, unknown>;
  children: ReactNode;
}) {
  const { dragging, over, setDragging, setOver, reset, drop } = reorder;
  const actions: {
    icon: TrackRowIcon;
    label: string;
    testId: string;
    disabled?: boolean;
    onClick(): void;
  }[] = [
    {
      icon: 'arrow-up',
      label: labels.up,
      testId: testIds.up,
      disabled: index === 0 || busy,
      onClick: () => onMove(index - 1),
    },
    {
      icon: 'arrow-down',
      label: labels.down,
      testId: testIds.down,
      disabled: index === last || busy,
      onClick: () => onMove(index + 1),
    },
    { icon: 'trash', label: labels.remove, testId: testIds.remove, onClick: onRemove },
  ];
  return (
    <li
      ref={rowRef}
      className={classes.row}
      {...rowProps}
      draggable
      data-testid={testIds.row}
      data-dragging={dragging === itemKey || undefined}
      data-drop-target={over === index && dragging !== itemKey ? true : undefined}
      onDragStart={(event) => {
        setDragging(itemKey);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', itemKey);
      }}
      onDragEnd={reset}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(index);
      }}
      onDrop={(event) => drop(event, index)}
    >
      <span className={classes.grip} aria-hidden="true">
        {icon('grip')}
      </span>
      {children}
      <span className={classes.actions}>
        {actions.map((action) => (
          <button
            key={action.icon}
            type="button"
            className={classes.action}
            disabled={action.disabled}
            onClick={action.onClick}
            aria-label={action.label}
            data-testid={action.testId}
          >
            {icon(action.icon)}
          </button>
        ))}
      </span>
    </li>
  );
}
