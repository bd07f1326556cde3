// The About Us page's words in Spanish (usted), key for key with en.ts.
export default {
  'public.about.title': 'Quiénes somos',
  'public.about.lead':
    '{church} es una familia de creyentes en {city}, Kansas, que se reúne para adorar, crecer en la fe y servir a nuestros vecinos.',
  'public.about.believeTitle': 'Lo que creemos',
  'public.about.believe':
    'Creemos en un solo Dios, Padre, Hijo y Espíritu Santo; que Jesucristo vivió, murió y resucitó; y que Su gracia se ofrece a todos. La Biblia da forma a cómo adoramos, cómo oramos y cómo amamos a las personas que nos rodean.',
  'public.about.sundayTitle': 'Reuniones del domingo',
  'public.about.sunday':
    'Cada domingo nos reunimos para adorar, escuchar la enseñanza de las Escrituras y orar. Los niños y los jóvenes tienen sus propias clases durante el culto, y todos son bienvenidos a quedarse a tomar un café después.',
} satisfies Record<string, string>;
