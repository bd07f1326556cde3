const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' for 1234.5 (amounts are dollars, as the API sends them). */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}
