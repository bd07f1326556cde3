/** Whole days, hours, minutes and seconds from `now` until `then` (all zero once it has come). */
export function timeUntil(then: number, now: number) {
  const total = Math.max(0, Math.floor((then - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
