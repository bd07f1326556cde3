import { useEffect, useRef, useState, type DragEvent, type RefCallback } from 'react';
import { translate } from './i18n/catalogues';

export type MoveDirection = 'up' | 'down';

export interface ReorderOptions {
  /** A stable key per item, in the order shown (a field id, a row id). */
  keys: readonly string[];
  /** Moves the item at `from` to `to`. A rejected promise means it did not move. */
  onMove: (from: number, to: number) => void | Promise<unknown>;
  /** What is announced after a move; 'Item 2 moved to position 1 of 3' unless given. */
  describeMove?: (from: number, to: number, count: number) => string;
}

export interface Reorder {
  /** The index being dragged, to style it. */
  dragging: number | null;
  /** Polite live-region text: the last move (or what `announce` was given). */
  announcement: string;
  announce: (text: string) => void;
  /** Moves item `index` one place (the Move up / Move down buttons). */
  moveBy: (index: number, direction: MoveDirection) => void;
  /** Props of the element that starts a drag (a handle). */
  dragHandleProps: (index: number) => {
    draggable: true;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  /** Props of the element a dragged item can be dropped on (the row). */
  dropTargetProps: (index: number) => {
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
  /** Ref of an item's Move up / Move down button, so the focus can follow the moved item. */
  moveButtonRef: (key: string, direction: MoveDirection) => RefCallback<HTMLButtonElement>;
}

// Said in the page's language at the moment of the move.
const defaultDescription = (from: number, to: number, count: number) =>
  translate('ui.reorder.moved', { from: from + 1, to: to + 1, count });

/**
 * Reordering a list by dragging (for the mouse) and by Move up / Move down buttons (for the
 * keyboard): after a keyboard move the focus follows the moved item to its new place, onto the
 * same button, or onto the other one when it reached an end, and the move is announced. Works
 * for moves applied at once (a form's field array) and for moves a server confirms later: the
 * focus waits until the item's place has changed.
 */
export function useReorder({ keys, onMove, describeMove = defaultDescription }: ReorderOptions): Reorder {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const pendingFocus = useRef<{ key: string; direction: MoveDirection; from: number } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const now = keys.indexOf(pending.key);
    if (now === pending.from) return;
    pendingFocus.current = null;
    if (now === -1) return;
    const other: MoveDirection = pending.direction === 'up' ? 'down' : 'up';
    const target = [pending.direction, other]
      .map((side) => buttons.current.get(`${pending.key}:${side}`))
      .find((button) => button && !button.disabled);
    target?.focus();
  });

  const move = (from: number, to: number, direction?: MoveDirection) => {
    if (to < 0 || to >= keys.length || from === to) return;
    const key = keys[from];
    if (key !== undefined && direction) pendingFocus.current = { key, direction, from };
    setAnnouncement(describeMove(from, to, keys.length));
    const result = onMove(from, to);
    if (result instanceof Promise) {
      result.catch(() => {
        if (pendingFocus.current?.key === key) pendingFocus.current = null;
        setAnnouncement('');
      });
    }
  };

  return {
    dragging,
    announcement,
    announce: setAnnouncement,
    moveBy: (index, direction) => move(index, direction === 'up' ? index - 1 : index + 1, direction),
    dragHandleProps: (index) => ({
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragging(index);
      },
      onDragEnd: () => setDragging(null),
    }),
    dropTargetProps: (index) => ({
      onDragOver: (event) => {
        if (dragging === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      },
      onDrop: (event) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        setDragging(null);
      },
    }),
    moveButtonRef: (key, direction) => (button) => {
      if (button) buttons.current.set(`${key}:${direction}`, button);
      else buttons.current.delete(`${key}:${direction}`);
    },
  };
}
