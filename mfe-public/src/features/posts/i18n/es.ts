// The posts page's words in Spanish (usted), key for key with en.ts.
export default {
  'public.posts.title': 'Publicaciones',
  'public.posts.lead': 'Historias, reflexiones y noticias de nuestra familia de la iglesia.',
  'public.posts.empty': 'Todavía no hay publicaciones. Vuelva pronto.',
  'public.posts.pages': 'Páginas de publicaciones',
} satisfies Record<string, string>;
