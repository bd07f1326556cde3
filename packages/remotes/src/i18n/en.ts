// The retry panel's words in English, as the panel has always said them (decision 0073-languages).
// Registered only once a region has failed: the panel's English is also in its code (it must show
// even when nothing more can be fetched), so the first visit carries no catalogue for it.
export default {
  'remotes.unavailable.title': '{label} is not available right now',
  'remotes.unavailable.message':
    'This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.',
} satisfies Record<string, string>;
