// The sign-in, sign-up and e-mailed-link dialogs' and pages' words in Spanish (usted), key for key with en.ts.
export default {
  'shell.auth.email': 'Correo electrónico',
  'shell.auth.password': 'Contraseña',
  'shell.auth.send': 'Enviar',
  'shell.auth.signIn': 'Iniciar sesión',
  'shell.auth.signUp': 'Registrarse',
  'shell.auth.close': 'Cerrar',
  'shell.auth.forgotPassword': 'Olvidé mi contraseña',
  'shell.auth.resendConfirmation': 'Reenviar el correo de confirmación',
  'shell.auth.signInLink': 'Enviarme un enlace para iniciar sesión',
  'shell.auth.noAccount': 'No tengo una cuenta',
  'shell.auth.haveAccount': 'Ya tengo una cuenta',
  'shell.auth.resetPassword': 'Restablecer la contraseña',
  'shell.auth.twoStepLabel': 'Inicio de sesión en dos pasos',
  'shell.auth.twoStepCodeIntro':
    'Ingrese el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  'shell.auth.code': 'Código',
  'shell.auth.verify': 'Verificar',
  'shell.auth.anotherAccount': 'Iniciar sesión con otra cuenta',
  'shell.auth.continue': 'Continuar',
  'shell.auth.twoStepRequired':
    'Su iglesia le pide usar el inicio de sesión en dos pasos: después de su contraseña, un código de una aplicación de autenticación en su teléfono. Configúrelo ahora para continuar.',
  'shell.auth.setUpTwoStep': 'Configurar el inicio de sesión en dos pasos',
  'shell.auth.turnOnAndSignIn': 'Activar e iniciar sesión',
  'shell.auth.confirming': 'Confirmando su correo electrónico...',
  'shell.auth.confirmed': 'Su correo electrónico está confirmado',
  'shell.auth.confirmedLead': '¡Bienvenido! Ya puede iniciar sesión.',
  'shell.auth.linkFailed': 'Este enlace no funcionó',
  'shell.auth.confirmLinkFailedLead':
    'El enlace de confirmación no es válido o ha caducado. Podemos enviarle uno nuevo.',
  'shell.auth.resetYourPassword': 'Restablezca su contraseña',
  'shell.auth.resetLead': 'Elija una nueva contraseña en el cuadro de diálogo.',
  'shell.auth.openAgain': 'Abrirlo de nuevo',
  'shell.auth.signingIn': 'Iniciando su sesión...',
  'shell.auth.signInLinkFailedLead':
    'El enlace para iniciar sesión no es válido, ya se usó o ha caducado. Podemos enviarle uno nuevo.',
} satisfies Record<string, string>;
