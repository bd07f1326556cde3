// The posts page's words in English (decision 0073-languages).
export default {
  'public.posts.title': 'Posts',
  'public.posts.lead': 'Stories, reflections and news from our church family.',
  'public.posts.empty': 'No posts have been published yet. Please check back soon.',
  'public.posts.pages': 'Post pages',
} satisfies Record<string, string>;
