// The accessibility statement in Spanish (usted), key for key with en.ts.
export default {
  'public.accessibility.title': 'Accesibilidad',
  'public.accessibility.intro':
    '{church} quiere que todas las personas puedan ver una prédica, leer las noticias, encontrar un evento, ofrendar y pedir oración aquí: con teclado, lector de pantalla, voz o pantalla táctil, en un teléfono o en una computadora.',
  'public.accessibility.aimHeading': 'Nuestro objetivo',
  'public.accessibility.aim':
    'Este sitio busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada página, sus diálogos y cada paso de una ofrenda se revisan automáticamente en busca de problemas de WCAG 2.2 A y AA antes de cada versión, y una ofrenda y una petición de oración se prueban usando solo el teclado.',
  'public.accessibility.banner':
    'El carrusel de la página de inicio tiene un botón de Pausa y se queda quieto si usted pide movimiento reducido.',
  'public.accessibility.dialogs':
    'Los diálogos empiezan en su primer campo y, al cerrarse, lo devuelven a donde estaba.',
  'public.accessibility.gapsHeading': 'Limitaciones conocidas',
  'public.accessibility.gapReview':
    'Las revisiones automáticas encuentran solo algunos problemas; el sitio todavía no ha sido revisado por personas que usan tecnologías de apoyo.',
  'public.accessibility.gapVideos':
    'Los videos de las prédicas se reproducen en YouTube: sus subtítulos y controles son los que YouTube ofrece.',
  'public.accessibility.gapContent':
    'Las publicaciones, imágenes y archivos adjuntos los escriben miembros de la iglesia y puede que no tengan una descripción de texto ni encabezados.',
  'public.accessibility.reportHeading': 'Informar de un problema',
  'public.accessibility.reportBefore': 'Si algo aquí le resulta difícil o imposible de usar, por favor escríbanos a',
  'public.accessibility.reportOr': 'o llame al',
  'public.accessibility.reportAfter':
    'Díganos en qué página y qué ocurrió; le responderemos y, mientras lo arreglamos, le ayudaremos a hacer de otra manera lo que vino a hacer.',
  'public.accessibility.mailSubject': 'Accesibilidad',
} satisfies Record<string, string>;
