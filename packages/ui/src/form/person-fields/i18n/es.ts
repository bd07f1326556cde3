// The person fields' words (name, phone, address, password) in Spanish (usted), key for key with en.ts.
export default {
  'ui.person.firstName': 'Nombre',
  'ui.person.lastName': 'Apellido',
  'ui.person.phone': 'Teléfono',
  'ui.person.country': 'País',
  'ui.person.streetAddress': 'Dirección',
  'ui.person.city': 'Ciudad',
  'ui.person.zipCode': 'Código postal',
  'ui.person.newPassword': 'Nueva contraseña',
  'ui.person.repeatPassword': 'Repita la contraseña',
} satisfies Record<string, string>;
