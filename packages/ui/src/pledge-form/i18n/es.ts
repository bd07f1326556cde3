// The pledge form's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.pledge.amount': 'Monto de cada ofrenda ($)',
  'ui.pledge.frequency': 'Con qué frecuencia',
  'ui.pledge.once': 'Una vez',
  'ui.pledge.weekly': 'Cada semana',
  'ui.pledge.everyTwoWeeks': 'Cada dos semanas',
  'ui.pledge.monthly': 'Cada mes',
  'ui.pledge.quarterly': 'Cada tres meses',
  'ui.pledge.inAll': '{count, plural, one {# ofrenda} other {# ofrendas}} de {amount}: {total} en total',
} satisfies Record<string, string>;
