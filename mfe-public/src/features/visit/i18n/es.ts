// What a first-time visitor reads about coming to church, in Spanish (usted), key for key with en.ts.
export default {
  'public.visit.title': 'Planee su visita',
  'public.visit.lead': 'Todos son bienvenidos: aquí tiene cuándo nos reunimos y cómo encontrarnos.',
  'public.visit.times': 'Horarios de culto',
  'public.visit.noTimes': 'Pronto publicaremos aquí nuestros horarios de culto. Llámenos y con gusto se los diremos.',
  'public.visit.day0': 'Domingo',
  'public.visit.day1': 'Lunes',
  'public.visit.day2': 'Martes',
  'public.visit.day3': 'Miércoles',
  'public.visit.day4': 'Jueves',
  'public.visit.day5': 'Viernes',
  'public.visit.day6': 'Sábado',
  'public.visit.where': 'Dónde encontrarnos',
  'public.visit.directions': 'Cómo llegar',
  'public.visit.parking': 'Estacionamiento',
  'public.visit.accessibility': 'Accesibilidad',
  'public.visit.contact': '¿Tiene preguntas antes de venir?',
} satisfies Record<string, string>;
