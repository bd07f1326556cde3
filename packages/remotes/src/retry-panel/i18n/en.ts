export default {
  'remotes.retry.title': '{label} is not available right now',
  'remotes.retry.message':
    'This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.',
} satisfies Record<string, string>;
