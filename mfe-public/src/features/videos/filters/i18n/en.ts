// The sermons page's filters (a chunk of their own) in English (decision 0073-languages).
export default {
  'public.videos.name': 'Search by name',
  'public.videos.series': 'Series',
  'public.videos.anySeries': 'All series',
  'public.videos.speaker': 'Speaker',
  'public.videos.anySpeaker': 'All speakers',
  'public.videos.search': 'Search',
} satisfies Record<string, string>;
