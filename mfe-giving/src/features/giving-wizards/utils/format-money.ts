const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.50 */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}
