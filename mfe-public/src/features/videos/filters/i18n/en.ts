// The sermons page's top part (a chunk of its own: the live stream and the filters) in English
// (decision 0073-languages).
export default {
  'public.videos.name': 'Search by name',
  'public.videos.series': 'Series',
  'public.videos.anySeries': 'All series',
  'public.videos.speaker': 'Speaker',
  'public.videos.anySpeaker': 'All speakers',
  'public.videos.search': 'Search',
  'public.live.now': 'Live now: {name}',
  'public.live.player': 'Live stream: {name}',
  'public.live.openStream': 'Open the live stream',
  'public.live.next': 'Next live service',
  'public.live.when': '{name}, {day} at {time}',
  'public.live.startsInDays':
    'Starts in {days, plural, one {# day} other {# days}} and {hours, plural, one {# hour} other {# hours}}',
  'public.live.startsInHours':
    'Starts in {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}}',
  'public.live.startsInMinutes':
    'Starts in {minutes, plural, one {# minute} other {# minutes}} and {seconds, plural, one {# second} other {# seconds}}',
  'public.live.starting': 'Starting now',
  'public.live.latest': 'Meanwhile, watch the latest sermon:',
} satisfies Record<string, string>;
