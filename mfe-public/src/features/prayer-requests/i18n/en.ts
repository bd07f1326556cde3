// The prayer request dialog's words in English (decision 0073-languages).
export default {
  'public.prayerRequest.title': 'Prayer request',
  'public.prayerRequest.intro': 'Share what is on your heart. Our prayer team will pray for you this week.',
  'public.prayerRequest.label': 'My Prayer Request',
  'public.prayerRequest.placeholder': 'Type your request',
  'public.prayerRequest.send': 'Send',
  'public.prayerRequest.failed': 'Failed to send your request',
} satisfies Record<string, string>;
