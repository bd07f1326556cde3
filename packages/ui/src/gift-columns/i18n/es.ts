// The gift histories' words in Spanish (usted), key for key with en.ts.
export default {
  'ui.gifts.date': 'Fecha',
  'ui.gifts.donor': 'Donante',
  'ui.gifts.amount': 'Monto',
  'ui.gifts.givingType': 'Tipo de ofrenda',
  'ui.gifts.paidWith': 'Pagado con',
  'ui.gifts.status': 'Estado',
  'ui.gifts.refunded': 'Reembolsada',
  'ui.gifts.paid': 'Pagada',
  'ui.gifts.card': 'Tarjeta',
  'ui.gifts.offline': 'Presencial',
  'ui.gifts.cash': 'Efectivo',
  'ui.gifts.check': 'Cheque',
  'ui.gifts.mail': 'Por correo',
  'ui.gifts.checkNumber': '{method} n.º {number}',
} satisfies Record<string, string>;
