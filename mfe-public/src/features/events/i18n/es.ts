// The events page's words in Spanish (usted), key for key with en.ts.
export default {
  'public.events.title': 'Eventos',
  'public.events.lead':
    'Noches de adoración, grupos pequeños, alcance comunitario y más: siempre hay un lugar para usted.',
  'public.events.find': 'Buscar un evento',
  'public.events.search': 'Buscar eventos',
  'public.events.searchPlaceholder': 'Noche de jóvenes, desayuno de oración...',
  'public.events.recent': 'Eventos recientes',
  'public.events.noPast': 'Todavía no hay eventos pasados que mostrar.',
  'public.events.upcoming': 'Próximos eventos',
  'public.events.noUpcoming': 'Todavía no hay nada planeado. Aquí anunciaremos las próximas reuniones.',
  'public.events.pages': 'Páginas de próximos eventos',
} satisfies Record<string, string>;
