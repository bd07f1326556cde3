// The shared UI's messages in Spanish (usted), key for key with en.ts; a
// key not in en.ts is its own English (a first-visit text with no values).
export default {
  'Loading...': 'Cargando...',
  Close: 'Cerrar',
  'Something went wrong': 'Algo salió mal',
  'Try again': 'Intentar de nuevo',
  'Load more': 'Cargar más',
  Pages: 'Páginas',
  Previous: 'Anterior',
  Next: 'Siguiente',
  'ui.pagination.page': 'Página {page}',
  'Sorry, the page you are looking for doesn`t exist': 'Lo sentimos, la página que busca no existe',
} satisfies Record<string, string>;
