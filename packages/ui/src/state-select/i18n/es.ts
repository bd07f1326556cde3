// The state field's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.stateSelect.label': 'Estado',
  'ui.stateSelect.failed': 'No se pudieron obtener los estados',
  'ui.stateSelect.tryAgain': 'Intentar de nuevo',
  'ui.stateSelect.loading': 'Cargando...',
  'ui.stateSelect.choose': 'Elija un estado',
} satisfies Record<string, string>;
