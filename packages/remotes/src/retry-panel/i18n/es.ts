export default {
  // A colon, not "no está disponible": the label may be plural ('Peticiones de oración').
  'remotes.retry.title': '{label}: no disponible en este momento',
  'remotes.retry.message':
    'No se pudo cargar esta parte del sitio. El resto del sitio sigue funcionando. Por favor, inténtelo de nuevo en un momento.',
  // The regions' and remote dialogs' own names not in the site table (whose titles the areas' catalogue translates).
  'This page': 'Esta página',
  Giving: 'Ofrendas',
  'Prayer request': 'Petición de oración',
} satisfies Record<string, string>;
