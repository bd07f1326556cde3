// The events page's words in English (decision 0073-languages).
export default {
  'public.events.title': 'Events',
  'public.events.lead': 'Worship nights, small groups, outreach and more: there is always a seat for you.',
  'public.events.find': 'Find an event',
  'public.events.search': 'Search events',
  'public.events.searchPlaceholder': 'Youth night, prayer breakfast...',
  'public.events.recent': 'Recent events',
  'public.events.noPast': 'No past events to show yet.',
  'public.events.upcoming': 'Upcoming events',
  'public.events.noUpcoming': 'Nothing is planned just yet. New gatherings will be announced here.',
  'public.events.pages': 'Upcoming event pages',
} satisfies Record<string, string>;
