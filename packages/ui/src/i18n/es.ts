// The shared UI's messages in Spanish (usted), key for key with en.ts.
export default {
  'ui.loading': 'Cargando...',
  'ui.modal.close': 'Cerrar',
  'ui.error.title': 'Algo salió mal',
  'ui.error.tryAgain': 'Intentar de nuevo',
  'ui.list.loadMore': 'Cargar más',
  'ui.pagination.label': 'Páginas',
  'ui.pagination.previous': 'Anterior',
  'ui.pagination.next': 'Siguiente',
  'ui.pagination.page': 'Página {page}',
  'ui.notFound': 'Lo sentimos, la página que busca no existe',
} satisfies Record<string, string>;
