// The data table's words in English (decision 0073-languages).
export default {
  'ui.dataTable.empty': 'Nothing to show yet.',
  'ui.dataTable.errorTitle': 'Something went wrong',
  'ui.dataTable.loading': 'Loading...',
  'ui.dataTable.row': 'row {id}',
  'ui.dataTable.selectAll': 'Select all rows',
  'ui.dataTable.selectRow': 'Select {row}',
  'ui.dataTable.select': 'Select',
  'ui.dataTable.actions': 'Actions',
} satisfies Record<string, string>;
