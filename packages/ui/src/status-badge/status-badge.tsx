import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'attention' | 'neutral';

/** A short state in a pill ('Paid', 'Refunded', 'Answered'), coloured by what it means. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`ui-status ui-status--${tone}`}>{children}</span>;
}
