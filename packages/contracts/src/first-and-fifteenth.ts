// A 1st and 15th gift with a provider that has no twice-a-month interval (Stripe) is two monthly
// subscriptions (decision 0108). Its own module, so that only the code asking for it (the API and
// the recurring wizard's lazy chunk) carries it, not every chunk holding the schedules.

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first charge days of the two subscriptions: the first 1st and the first 15th on or after
 * `from` ('YYYY-MM-DD' on the church's calendar), the earlier first. The gift's first charge is the
 * earlier one (the sandbox charges the start day itself).
 */
export function firstAndFifteenthFrom(from: string): [string, string] {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const first = day === 1 ? from : toDay(Date.UTC(year, month, 1));
  const fifteenth = day <= 15 ? toDay(Date.UTC(year, month - 1, 15)) : toDay(Date.UTC(year, month, 15));
  return first < fifteenth ? [first, fifteenth] : [fifteenth, first];
}
