// The shell's messages in Spanish (usted), key for key with en.ts; a
// key not in en.ts is its own English (a first-visit text with no values).
export default {
  Menu: 'Menú',
  Main: 'Principal',
  Give: 'Ofrendar',
  Home: 'Inicio',
  'Watch Live': 'Ver en vivo',
  Events: 'Eventos',
  'About Us': 'Quiénes somos',
  Dashboard: 'Panel',
  'My Account': 'Mi cuenta',
  'Join Us': 'Únase',
  'Sign Up': 'Registrarse',
  'Sign In': 'Iniciar sesión',
  'Log out': 'Cerrar sesión',
  'Your account menu': 'Menú de su cuenta',
  'shell.session.accountMenuWithInitials': '{initials}, menú de su cuenta',
  Language: 'Idioma',
  'Skip to content': 'Ir al contenido',
  'Visit us': 'Visítenos',
  Contact: 'Contacto',
  'Follow us': 'Síganos',
} satisfies Record<string, string>;
