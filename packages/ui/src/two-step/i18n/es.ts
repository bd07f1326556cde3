// Two-step sign-in's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.twoStep.scanIntro':
    'Escanee este código QR con una aplicación de autenticación (como Google Authenticator, Microsoft Authenticator o 1Password) y luego ingrese el código de 6 dígitos que muestra.',
  'ui.twoStep.qrAlt': 'Código QR para su aplicación de autenticación',
  'ui.twoStep.cantScan': '¿No puede escanearlo? Ingrese esta clave en la aplicación:',
  'ui.twoStep.setupKey': 'Clave de configuración',
  'ui.twoStep.formLabel': 'Configurar el inicio de sesión en dos pasos',
  'ui.twoStep.code': 'Código',
  'ui.twoStep.cancel': 'Cancelar',
  'ui.twoStep.recoveryHeading': 'Sus códigos de recuperación',
  'ui.twoStep.recoveryIntro':
    'Guárdelos en un lugar seguro, lejos de su teléfono. Cada uno le permite iniciar sesión una vez si no puede usar su aplicación de autenticación. No se volverán a mostrar.',
  'ui.twoStep.recoveryCodes': 'Códigos de recuperación',
  'ui.twoStep.rememberDevice': 'Recordar este dispositivo durante 30 días',
  'ui.twoStep.on': 'El inicio de sesión en dos pasos está activado.',
} satisfies Record<string, string>;
