import type en from './en';

// Las cuentas bancarias pendientes de microdepósitos, en español (decisión 0109).
export default {
  'ui.bankVerify.giftsTitle': 'Donaciones pendientes de su cuenta bancaria',
  'ui.bankVerify.accountsTitle': 'Cuentas bancarias pendientes de verificación',
  'ui.bankVerify.gift': '{amount} para {givingType} del {date}, desde {account}',
  'ui.bankVerify.giftNoType': '{amount} del {date}, desde {account}',
  'ui.bankVerify.account': '{account}, agregada el {date}',
  'ui.bankVerify.anAccount': 'su cuenta bancaria',
  'ui.bankVerify.explainAmounts':
    'Stripe envió dos pequeños depósitos a esta cuenta. Cuando lleguen (1-2 días hábiles), ingrese sus importes para verificarla.',
  'ui.bankVerify.explainCode':
    'Stripe envió un pequeño depósito a esta cuenta. Cuando llegue (1-2 días hábiles), ingrese el código de su descripción para verificarla.',
  'ui.bankVerify.arrival': 'Previsto para el {date}.',
  'ui.bankVerify.verify': 'Verificar cuenta bancaria',
  'ui.bankVerify.verifyNamed': 'Verificar cuenta bancaria: {item}',
  'ui.bankVerify.dialogTitle': 'Verificar cuenta bancaria',
  'ui.bankVerify.askAmounts':
    'Busque en su estado de cuenta los dos depósitos de Stripe (con la descripción ACCTVERIFY) e ingrese cada importe en centavos: $0.32 es 32.',
  'ui.bankVerify.askCode':
    'Busque en su estado de cuenta el depósito de $0.01 de Stripe e ingrese el código de 6 caracteres al inicio de su descripción (empieza por SM).',
  'ui.bankVerify.first': 'Primer depósito (centavos)',
  'ui.bankVerify.second': 'Segundo depósito (centavos)',
  'ui.bankVerify.code': 'Código del depósito',
  'ui.bankVerify.cancel': 'Cancelar',
  'ui.bankVerify.submit': 'Verificar',
  'ui.bankVerify.verifiedGift':
    'Cuenta bancaria verificada: su donación está en camino y aparece como Pendiente hasta que el banco la liquide.',
  'ui.bankVerify.verifiedAccount': 'Cuenta bancaria verificada y guardada.',
  'ui.bankVerify.failed': 'No se pudo verificar la cuenta bancaria. Revise su conexión e inténtelo de nuevo.',
  'ui.bankVerify.loadFailed': 'No se pudieron cargar las cuentas bancarias pendientes de verificación.',
} satisfies Record<keyof typeof en, string>;
