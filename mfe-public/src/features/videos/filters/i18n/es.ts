// The sermons page's top part (the live stream and the filters) in Spanish (usted), key for key with en.ts.
export default {
  'public.videos.name': 'Buscar por nombre',
  'public.videos.series': 'Serie',
  'public.videos.anySeries': 'Todas las series',
  'public.videos.speaker': 'Predicador',
  'public.videos.anySpeaker': 'Todos los predicadores',
  'public.videos.search': 'Buscar',
  'public.live.now': 'En vivo ahora: {name}',
  'public.live.player': 'Transmisión en vivo: {name}',
  'public.live.openStream': 'Abrir la transmisión en vivo',
  'public.live.next': 'Próximo culto en vivo',
  'public.live.when': '{name}, {day} a las {time}',
  'public.live.startsInDays':
    'Comienza en {days, plural, one {# día} other {# días}} y {hours, plural, one {# hora} other {# horas}}',
  'public.live.startsInHours':
    'Comienza en {hours, plural, one {# hora} other {# horas}} y {minutes, plural, one {# minuto} other {# minutos}}',
  'public.live.startsInMinutes':
    'Comienza en {minutes, plural, one {# minuto} other {# minutos}} y {seconds, plural, one {# segundo} other {# segundos}}',
  'public.live.starting': 'Comienza ahora',
  'public.live.latest': 'Mientras tanto, vea el sermón más reciente:',
} satisfies Record<string, string>;
