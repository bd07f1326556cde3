// The share links of a sermon in Spanish (usted), key for key with en.ts.
export default {
  'public.video.shareOnX': 'Compartir {name} en X',
  'public.video.shareOnFacebook': 'Compartir {name} en Facebook',
} satisfies Record<string, string>;
