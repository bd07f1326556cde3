// The sermon pages' words (the list, a sermon's page) in English (decision 0073-languages).
export default {
  'public.videos.title': 'Sermons',
  'public.videos.lead': 'Catch up on Sunday messages, teaching series and special services.',
  'public.videos.empty': 'No sermons have been published yet. Please check back soon.',
  'public.videos.pages': 'Sermon pages',
  'public.videos.more': 'More videos',
  'public.videos.name': 'Search by name',
  'public.videos.series': 'Series',
  'public.videos.anySeries': 'All series',
  'public.videos.speaker': 'Speaker',
  'public.videos.anySpeaker': 'All speakers',
  'public.videos.search': 'Search',
  'public.videos.seriesTitle': 'Series: {series}',
  'public.videos.noMatch': 'No sermons match this search. Try another name, series or speaker.',
} satisfies Record<string, string>;
