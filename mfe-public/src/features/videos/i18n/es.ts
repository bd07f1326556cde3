// The sermon pages' words (the list, a sermon's page) in Spanish (usted), key for key with en.ts.
export default {
  'public.videos.title': 'Sermones',
  'public.videos.lead': 'Póngase al día con los mensajes del domingo, las series de enseñanza y los cultos especiales.',
  'public.videos.empty': 'Todavía no se han publicado sermones. Vuelva pronto.',
  'public.videos.pages': 'Páginas de sermones',
  'public.videos.more': 'Más videos',
  'public.videos.seriesTitle': 'Serie: {series}',
  'public.videos.noMatch': 'Ningún sermón coincide con esta búsqueda. Pruebe otro nombre, serie o predicador.',
} satisfies Record<string, string>;
