import { useMemo, type ReactNode } from 'react';
import { functionalUpdate, useTable, type RowSelectionState } from '@tanstack/react-table';
import { ErrorPanel } from '../error-panel';
import type { DataColumn } from './data-column';
import { SkeletonRows } from './skeleton-rows';
import { toTableColumns } from './table-columns';
import { useTranslate } from './i18n/catalogues';
import { features } from './table-features';

export interface DataTableProps<T> {
  /** Names the table for screen readers; shown only with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** `undefined` while nothing is loaded yet. */
  data: readonly T[] | undefined;
  /** Keep stable (module scope or useMemo): a new array rebuilds every column. */
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  /** Buttons or links at the end of each row. */
  rowActions?: (row: T) => ReactNode;
  /** Ids of the selected rows; selection checkboxes appear when `onSelectionChange` is given. */
  selected?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Rows this returns false for keep a disabled checkbox (e.g. your own account); all others can be selected. */
  canSelect?: (row: T) => boolean;
  /** Names a row for its checkbox ('Select {rowLabel}'); 'row {id}' otherwise. */
  rowLabel?: (row: T) => string;
  isLoading?: boolean;
  /** What went wrong, e.g. 'Failed to get givings'; shown instead of the table. */
  error?: string | null | false;
  onRetry?: () => void;
  emptyText?: string;
  skeletonRows?: number;
}

const noRows: never[] = [];

/** The list frame of the admin pages: a real table that stacks into label/value cards on phones. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    caption,
    showCaption = false,
    data,
    columns,
    getRowId,
    rowActions,
    selected,
    onSelectionChange,
    canSelect,
  } = props;
  const { t, language } = useTranslate();
  const { isLoading = false, error, onRetry, emptyText = t('ui.dataTable.empty'), skeletonRows = 3 } = props;
  const selectable = onSelectionChange !== undefined;
  const withActions = rowActions !== undefined;
  const tableColumns = useMemo(
    () => toTableColumns(columns, { selectable, withActions }),
    // Built again in another language: the select and actions columns are named in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, selectable, withActions, language],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selected ?? []).map((id) => [id, true] as const)),
    [selected],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: data ?? noRows,
    getRowId: (row) => getRowId(row),
    enableRowSelection: selectable && canSelect ? (row) => canSelect(row.original) : selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater) => onSelectionChange?.(Object.keys(functionalUpdate(updater, rowSelection))),
    meta: { rowLabel: props.rowLabel ?? ((row: T) => t('ui.dataTable.row', { id: getRowId(row) })), rowActions },
  });

  if (error && !isLoading) return <ErrorPanel title={t('ui.dataTable.errorTitle')} message={error} onRetry={onRetry} />;

  const rows = table.getRowModel().rows;
  const columnCount = tableColumns.length;
  return (
    // A wide table scrolls sideways inside this frame: keyboard users reach it with Tab and scroll
    // it with the arrow keys (axe: scrollable-region-focusable). No role of its own: the table
    // inside is what a screen reader names, by its caption.
    <div className="ui-data-table" tabIndex={0}>
      {/* Explicit roles: some browsers drop table semantics once CSS stacks the cells on a phone. */}
      <table role="table" aria-busy={isLoading || undefined}>
        <caption className={showCaption ? 'ui-data-table__caption' : 'ui-visually-hidden'}>{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  role="columnheader"
                  className={header.column.columnDef.meta?.className}
                  style={{ width: header.column.columnDef.meta?.width }}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {isLoading ? <SkeletonRows rows={skeletonRows} columns={columnCount} /> : null}
          {!isLoading && rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columnCount} className="ui-data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : null}
          {!isLoading &&
            rows.map((row) => (
              <tr key={row.id} role="row" className={row.getIsSelected() ? 'ui-data-table__row--selected' : undefined}>
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      role="cell"
                      className={meta?.className}
                      data-label={meta?.bare ? undefined : meta?.label}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
      {isLoading ? (
        <p role="status" className="ui-visually-hidden">
          {t('ui.dataTable.loading')}
        </p>
      ) : null}
    </div>
  );
}
