// The search pickers' words in Spanish (usted), key for key with en.ts.
export default {
  'ui.picker.change': 'Cambiar',
  'ui.picker.nothingMatches': 'Nada coincide con «{search}».',
  'ui.picker.results': '{label}: resultados',
  'ui.picker.findMember': 'Buscar un miembro',
  'ui.picker.memberPlaceholder': 'Nombre o correo electrónico',
  'ui.picker.membersFound': 'Miembros encontrados',
  'ui.picker.noMemberMatches': 'Ningún miembro coincide con «{search}».',
  'ui.picker.fetchUsersFailed': 'No se pudieron obtener los usuarios',
} satisfies Record<string, string>;
