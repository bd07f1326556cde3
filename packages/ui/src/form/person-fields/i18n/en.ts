// The person fields' words (name, phone, address, password) in English (decision 0073-languages).
export default {
  'ui.person.firstName': 'First name',
  'ui.person.lastName': 'Last name',
  'ui.person.phone': 'Phone',
  'ui.person.country': 'Country',
  'ui.person.streetAddress': 'Street Address',
  'ui.person.city': 'City',
  'ui.person.zipCode': 'Zip Code',
  'ui.person.newPassword': 'New password',
  'ui.person.repeatPassword': 'Repeat password',
} satisfies Record<string, string>;
