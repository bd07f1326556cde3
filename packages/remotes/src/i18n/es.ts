// The retry panel's words in Spanish (usted), key for key with en.ts. The regions' names that are
// not a page of the site table (whose titles the areas' catalogue holds) are their own English ids.
export default {
  'remotes.unavailable.title': '{label} no está disponible en este momento',
  'remotes.unavailable.message':
    'No se pudo cargar esta parte del sitio. El resto del sitio sigue funcionando. Por favor, inténtelo de nuevo en un momento.',
  'This page': 'Esta página',
  Giving: 'Ofrendas',
  'Prayer request': 'Petición de oración',
} satisfies Record<string, string>;
