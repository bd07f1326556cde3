import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when its content is not text (an avatar). */
  ariaLabel?: string;
  className?: string;
  /** Menu entries; `close` lets an entry close the menu after acting. */
  children: (close: () => void) => ReactNode;
}

/** A disclosure menu: opens on click, closes on Escape, outside click or choosing an entry. */
export function Dropdown({ label, ariaLabel, className, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const toggleId = `${menuId}-toggle`;
  // The chosen entry goes with the menu: focus stays on the toggle, so a dialog the entry opens
  // gives it back there when it closes.
  const close = () => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, toggleId]);

  return (
    <div ref={rootRef} className={['ui-dropdown', className].filter(Boolean).join(' ')}>
      <button
        id={toggleId}
        type="button"
        className="ui-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open ? (
        <ul id={menuId} className="ui-dropdown__menu">
          {children(close)}
        </ul>
      ) : null}
    </div>
  );
}
