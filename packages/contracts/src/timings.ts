/** Hero autoplay interval and other public-site timings (spec section 9). */
export const timings = {
  heroAutoplayMs: 5000,
  longToastMs: 3500,
  /** A closed modal's flow goes back to its first step after this. */
  modalResetMs: 200,
} as const;
