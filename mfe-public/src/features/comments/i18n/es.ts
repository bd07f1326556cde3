// A sermon's comments' words in Spanish (usted), key for key with en.ts.
export default {
  'public.comments.title': 'Comentarios',
  'public.comments.titleWithCount': 'Comentarios ({count})',
  'public.comments.signInToComment': 'Inicie sesión para comentar',
  'public.comments.empty': 'Todavía no hay comentarios. Sea el primero en compartir una palabra de ánimo.',
  'public.comments.loadMore': 'Cargar más',
  'public.comments.comment': 'Comentario',
  'public.comments.placeholder': 'Comparta lo que este mensaje significó para usted',
  'public.comments.add': 'Agregar comentario',
  'public.comments.addFailed': 'No se pudo agregar el comentario',
  'public.comments.deleteFailed': 'No se pudo eliminar el comentario',
  'public.comments.delete': 'Eliminar',
  'public.comments.commentBy': 'comentario de {author}',
  'public.comments.confirmDeletion': 'Confirmar la eliminación',
  'public.comments.deleteQuestion': '¿Eliminar este comentario?',
  'public.comments.yesDelete': 'Sí, eliminar',
  'public.comments.cancel': 'Cancelar',
} satisfies Record<string, string>;
