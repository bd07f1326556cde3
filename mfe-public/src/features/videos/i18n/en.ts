// The sermon pages' words (the list, a sermon's page) in English (decision 0073-languages).
export default {
  'public.videos.title': 'Sermons',
  'public.videos.lead': 'Catch up on Sunday messages, teaching series and special services.',
  'public.videos.empty': 'No sermons have been published yet. Please check back soon.',
  'public.videos.pages': 'Sermon pages',
  'public.videos.more': 'More videos',
  'public.videos.seriesTitle': 'Series: {series}',
  'public.videos.noMatch': 'No sermons match this search. Try another name, series or speaker.',
} satisfies Record<string, string>;
