// A sermon's comments' words in English (decision 0073-languages).
export default {
  'public.comments.title': 'Comments',
  'public.comments.titleWithCount': 'Comments ({count})',
  'public.comments.signInToComment': 'Sign in to comment',
  'public.comments.empty': 'No comments yet. Be the first to share an encouragement.',
  'public.comments.loadMore': 'Load more',
  'public.comments.comment': 'Comment',
  'public.comments.placeholder': 'Share what this message meant to you',
  'public.comments.add': 'Add comment',
  'public.comments.addFailed': 'Failed to add comment',
  'public.comments.deleteFailed': 'Failed to delete comment',
  'public.comments.delete': 'Delete',
  'public.comments.commentBy': 'comment by {author}',
  'public.comments.confirmDeletion': 'Confirm deletion',
  'public.comments.deleteQuestion': 'Delete this comment?',
  'public.comments.yesDelete': 'Yes, delete',
  'public.comments.cancel': 'Cancel',
} satisfies Record<string, string>;
