// The gift histories' words in English (decision 0073-languages).
export default {
  'ui.gifts.date': 'Date',
  'ui.gifts.donor': 'Donor',
  'ui.gifts.amount': 'Amount',
  'ui.gifts.givingType': 'Giving type',
  'ui.gifts.paidWith': 'Paid with',
  'ui.gifts.status': 'Status',
  'ui.gifts.refunded': 'Refunded',
  'ui.gifts.paid': 'Paid',
  'ui.gifts.card': 'Card',
  'ui.gifts.offline': 'Offline',
  'ui.gifts.cash': 'Cash',
  'ui.gifts.check': 'Check',
  'ui.gifts.mail': 'Mail',
  'ui.gifts.checkNumber': '{method} #{number}',
} satisfies Record<string, string>;
