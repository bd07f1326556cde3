import type { ReactNode } from 'react';

/** One column of a DataTable: what pages write instead of TanStack column definitions. */
export interface DataColumn<T> {
  /** Heading text; also the label of each value when rows stack on a phone. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Stable id when two columns share a heading; the heading otherwise. */
  id?: string;
  /** Class of the heading and of each cell, e.g. to right-align amounts. */
  className?: string;
  /** CSS width of the column on wide screens, e.g. '8rem' or '20%'. */
  width?: string;
}
