import type { Row, Table } from '@tanstack/react-table';
import type { Features } from './table-features';
import { useTranslate } from './i18n/catalogues';

export function SelectAllCheckbox<T extends object>({ table }: { table: Table<Features, T> }) {
  const { t } = useTranslate();
  const all = table.getIsAllRowsSelected();
  return (
    <input
      type="checkbox"
      aria-label={t('ui.dataTable.selectAll')}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = !all && table.getIsSomeRowsSelected();
      }}
      onChange={table.getToggleAllRowsSelectedHandler()}
    />
  );
}

export function SelectRowCheckbox<T extends object>({ row, label }: { row: Row<Features, T>; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}
