// The prayer request dialog's words in Spanish (usted), key for key with en.ts.
export default {
  'public.prayerRequest.title': 'Petición de oración',
  'public.prayerRequest.intro':
    'Comparta lo que hay en su corazón. Nuestro equipo de oración orará por usted esta semana.',
  'public.prayerRequest.label': 'Mi petición de oración',
  'public.prayerRequest.placeholder': 'Escriba su petición',
  'public.prayerRequest.send': 'Enviar',
  'public.prayerRequest.failed': 'No se pudo enviar su petición',
} satisfies Record<string, string>;
