// The public site's messages in English: the spec's texts, exactly (decision 0073-languages).
// A text drawn on a visitor's first visit with no values is its own id (in es.ts only), so the
// first visit carries the English once, in the code, as before languages; what has values is here.
export default {
  'public.posts.readMoreAbout': 'Read more: {heading}',
  'public.banner.slideLabel': '{number} of {count}: {label}',
  'public.banner.goToSlide': 'Go to slide {number}: {label}',
  'public.banner.status': 'Slide {number} of {count}: {label}',
  'public.welcome.eyebrow': 'Welcome to {church}',
  'public.welcome.lead': 'Join us on Sunday in {city}, or watch the latest sermon from wherever you are.',
  'public.video.commentOn': 'Comment on {name}',
  'public.video.play': 'Play {name}',
} satisfies Record<string, string>;
