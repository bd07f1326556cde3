// The share links of a sermon (a chunk of their own) in English (decision 0073-languages).
export default {
  'public.video.shareOnX': 'Share {name} on X',
  'public.video.shareOnFacebook': 'Share {name} on Facebook',
} satisfies Record<string, string>;
