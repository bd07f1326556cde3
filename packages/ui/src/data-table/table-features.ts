import type { ReactNode } from 'react';
import { metaHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';

export interface CellMeta {
  label: string;
  className?: string;
  width?: string;
  /** Cells that need no label when rows stack on a phone (checkbox, actions). */
  bare?: boolean;
}

/**
 * Render functions a page usually writes inline: read from the table's meta at render time so
 * the column definitions stay stable. Method syntax keeps them assignable from `(row: T) => …`.
 */
export interface RowRenderers {
  rowLabel(row: object): string;
  rowActions?(row: object): ReactNode;
}

/** The one feature set of every DataTable; module scope, as TanStack needs it stable. */
export const features = tableFeatures({
  rowSelectionFeature,
  columnMeta: metaHelper<CellMeta>(),
  tableMeta: metaHelper<RowRenderers>(),
});
export type Features = typeof features;
