import type { en } from './en';

export const sv: typeof en = {
  login: {
    title: 'Admininloggning',
    intro: 'Logga in för att hantera blogginlägg och kundcase.',
    email: 'E-post',
    password: 'Lösenord',
    signIn: 'Logga in',
    signingIn: 'Loggar in…',
    azure: 'Logga in med Azure',
    or: 'eller',
    required: 'E-post och lösenord krävs',
    successTitle: 'Välkommen tillbaka!',
    successDescription: 'Du är nu inloggad.',
    failureTitle: 'Inloggningen misslyckades',
    invalidCredentials: 'Felaktiga inloggningsuppgifter',
    azureFailureTitle: 'Azure-inloggningen misslyckades',
  },
  access: {
    checking: 'Kontrollerar din session…',
    deniedTitle: 'Ingen åtkomst',
    deniedBody:
      'Du är inloggad som {{email}}, men kontot är inte administratör. Be en administratör om åtkomst, eller logga in med ett annat konto.',
    signOut: 'Logga ut',
  },
  list: {
    sections: 'Innehållsdelar',
    logout: 'Logga ut',
    loading: 'Laddar…',
    draft: 'Utkast',
    view: 'Visa',
    errorTitle: 'Fel',
    blogs: {
      title: 'Hantera bloggar',
      tab: 'Bloggar',
      empty: 'Inga blogginlägg ännu.',
      loadFailed: 'Kunde inte ladda bloggarna',
    },
    caseStudies: {
      title: 'Hantera kundcase',
      tab: 'Kundcase',
      empty: 'Inga kundcase ännu.',
      loadFailed: 'Kunde inte ladda kundcasen',
    },
  },
};
