import type { ColumnDef } from '@tanstack/react-table';
import type { DataColumn } from './data-column';
import { SelectAllCheckbox, SelectRowCheckbox } from './select-checkboxes';
import type { Features } from './table-features';
import { translate } from './i18n/catalogues';

/** Turns the kit's simple columns into TanStack columns, with selection and actions added (named in the active language). */
export function toTableColumns<T extends object>(
  columns: readonly DataColumn<T>[],
  { selectable, withActions }: { selectable: boolean; withActions: boolean },
) {
  const defs: ColumnDef<Features, T>[] = columns.map((column) => ({
    id: column.id ?? column.header,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    meta: { label: column.header, className: column.className, width: column.width },
  }));
  if (selectable) {
    defs.unshift({
      id: 'select',
      header: ({ table }) => <SelectAllCheckbox table={table} />,
      cell: ({ row, table }) => (
        <SelectRowCheckbox
          row={row}
          label={translate('ui.dataTable.selectRow', { row: table.options.meta?.rowLabel(row.original) })}
        />
      ),
      meta: { label: translate('ui.dataTable.select'), className: 'ui-data-table__select', width: '3rem', bare: true },
    });
  }
  if (withActions) {
    defs.push({
      id: 'actions',
      header: () => <span className="ui-visually-hidden">{translate('ui.dataTable.actions')}</span>,
      cell: ({ row, table }) => (
        <div className="ui-data-table__actions">{table.options.meta?.rowActions?.(row.original)}</div>
      ),
      meta: { label: translate('ui.dataTable.actions'), className: 'ui-data-table__actions-cell', bare: true },
    });
  }
  return defs;
}
