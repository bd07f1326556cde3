// The sermons page's filters in Spanish (usted), key for key with en.ts.
export default {
  'public.videos.name': 'Buscar por nombre',
  'public.videos.series': 'Serie',
  'public.videos.anySeries': 'Todas las series',
  'public.videos.speaker': 'Predicador',
  'public.videos.anySpeaker': 'Todos los predicadores',
  'public.videos.search': 'Buscar',
} satisfies Record<string, string>;
