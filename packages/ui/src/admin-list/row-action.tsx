import type { ReactNode } from 'react';
import { Link } from '@church/router';
import { Button } from '../button';

interface RowActionProps {
  /** The visible word: 'Edit', 'Delete'. */
  children: ReactNode;
  /** The row's name, read after the word by screen readers: 'Edit Sunday service'. */
  name: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  onClick?: () => void;
  /** A link to the row's page instead of a button. */
  to?: string;
  disabled?: boolean;
}

/** A button (or link) at the end of a table row, named after its row for screen readers. */
export function RowAction({ children, name, variant = 'secondary', onClick, to, disabled }: RowActionProps) {
  const label = (
    <>
      {children}
      <span className="ui-visually-hidden"> {name}</span>
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={`ui-button ui-button--${variant}`}>
        {label}
      </Link>
    );
  }
  return (
    <Button variant={variant} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}
