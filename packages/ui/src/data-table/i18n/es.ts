// The data table's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.dataTable.empty': 'Todavía no hay nada que mostrar.',
  'ui.dataTable.errorTitle': 'Algo salió mal',
  'ui.dataTable.loading': 'Cargando...',
  'ui.dataTable.row': 'fila {id}',
  'ui.dataTable.selectAll': 'Seleccionar todas las filas',
  'ui.dataTable.selectRow': 'Seleccionar {row}',
  'ui.dataTable.select': 'Seleccionar',
  'ui.dataTable.actions': 'Acciones',
} satisfies Record<string, string>;
