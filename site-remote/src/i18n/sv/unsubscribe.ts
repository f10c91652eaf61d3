import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: typeof en = {
  meta: {
    title: 'Avsluta prenumerationen på nyhetsbrevet',
    description: 'Avsluta nyhetsbrevet med länken i valfritt utskick.',
  },
  confirm: {
    eyebrow: 'Nyhetsbrev',
    title: 'Avsluta nyhetsbrevet?',
    text: 'Nyhetsbrevet skickas till {{email}}. Avsluta prenumerationen, så skickar vi inga fler utskick till den adressen.',
    button: 'Avsluta prenumerationen',
  },
  done: {
    eyebrow: 'Nyhetsbrev',
    title: 'Din prenumeration är avslutad',
    text: '{{email}} får inga fler nyhetsbrev från oss. Ångrat dig? Du kan prenumerera igen när du vill.',
    again: 'Prenumerera igen',
  },
  invalid: {
    eyebrow: '404',
    title: 'Länken för att avsluta prenumerationen fungerar inte',
    text: 'Länken kan ha kortats av (vissa e-postprogram bryter långa länkar), eller så finns prenumerationen inte längre. Inget har ändrats. Öppna länken i nyhetsbrevet en gång till, eller skriv till oss så avslutar vi prenumerationen åt dig.',
    contact: 'Skriv till oss',
  },
  home: 'Till startsidan',
};
