import type { Lang } from './test';

/**
 * `text` as a reader sees it: without the soft hyphens (U+00AD) the build and the server put at a
 * heading's long words' hyphenation points, which the browser draws only where it breaks the line
 * and leaves out of a copy (Playwright's text and name matching drop them too).
 */
export function asRead(text: string): string {
  return text.replaceAll('\u00AD', '');
}

/**
 * What a visitor reads, per language. English is the product's fixed wording (labels, messages);
 * Swedish is the site's translation of it. Written out, so a missing or wrong translation fails.
 */
export const TEXT = {
  en: {
    /** What each lead form says when its post could not be stored: the specification's failure message. */
    leadUnavailable: {
      newsletter: 'Something went wrong. Please try again later.',
      quiz: 'Something went wrong. Please try again.',
      contact: 'Error: Failed to send message. Please try again.',
    },
    /** A paged list's links (the blog list, the case studies). */
    pages: {
      next: 'Next page',
      previous: 'Previous page',
      position: (page: number, count: number) => `Page ${page} of ${count}`,
      first: 'Go to the first page',
    },
    blog: {
      searchPlaceholder: 'Search articles...',
      searchLabel: 'Search articles',
      categoriesLabel: 'Filter by category',
      empty: 'No articles found matching your search.',
      loading: 'Loading articles',
      by: (author: string) => `By ${author}`,
      backToBlog: 'Back to Blog',
      notFoundTitle: 'Blog Post Not Found',
      notFoundText: "The blog post you're looking for doesn't exist.",
      loadError: 'Failed to load blog post',
      titleSuffix: (brand: string) => `${brand} Blog`,
    },
    caseStudies: {
      heading: 'Success Stories',
      challenge: 'Challenge',
      solution: 'Solution',
      results: 'Results',
      metrics: 'Key results',
      readMore: 'Read Full Case Study',
      showLess: 'Show Less',
      schedule: 'Schedule a Consultation',
      empty: 'No case studies available yet.',
      loading: 'Loading case studies',
      pages: 'Pages of case studies',
      beyond: (page: number) => `There is no page ${page} of case studies.`,
    },
    booking: { title: 'Schedule Your Consultation', close: 'Close' },
    newsletter: {
      label: 'Email address',
      placeholder: 'Enter your email',
      subscribe: 'Subscribe',
      sending: 'Subscribing…',
      invalidTitle: 'Invalid Email',
      successTitle: 'Successfully Subscribed!',
      failureTitle: 'Subscription Failed',
    },
    unsubscribe: {
      confirmTitle: 'Unsubscribe from the newsletter?',
      button: 'Unsubscribe',
      doneTitle: 'You have unsubscribed',
      again: 'Subscribe again',
      invalidTitle: 'This unsubscribe link does not work',
      invalidText: /Nothing was changed\./,
    },
    quiz: {
      heading: 'Is your business ready for AI?',
      label: 'Email address',
      submit: /^Take the Quiz/,
      sending: /^Sending\.\.\./,
      successTitle: 'Success!',
      successText: "We've received your information. Opening the quiz...",
      errorTitle: 'Error',
      invalid: 'Please enter a valid email address',
    },
    contact: {
      form: 'Send us a message',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        company: 'Company',
        message: 'Message',
      },
      submit: 'Send Message',
      sending: 'Sending...',
      success: "Message sent! We'll get back to you as soon as possible.",
      invalid: 'Please check the highlighted field and send again.',
      invisible: 'Remove the invisible or text-direction characters (they can hide what the text says).',
      /** An empty field's validation message (platform/src/validity.ts), whatever the browser speaks. */
      missing: 'Fill in this field.',
      /** The message's counter (numbers as the page writes them: a no-break space in Swedish). */
      countFull: '5,000 / 5,000 characters: the limit (text beyond it is not added)',
      limitReached: 'The message has reached its limit of 5,000 characters; text beyond it was not added.',
    },
    seo: { home: 'Home', blog: 'Blog', ogLocale: 'en_US', otherOgLocale: 'sv_SE' },
  },
  sv: {
    leadUnavailable: {
      newsletter: 'Något gick fel. Försök igen senare.',
      quiz: 'Något gick fel. Försök igen.',
      contact: 'Fel: Det gick inte att skicka meddelandet. Försök igen.',
    },
    pages: {
      next: 'Nästa sida',
      previous: 'Föregående sida',
      position: (page: number, count: number) => `Sida ${page} av ${count}`,
      first: 'Gå till första sidan',
    },
    blog: {
      searchPlaceholder: 'Sök artiklar...',
      searchLabel: 'Sök artiklar',
      categoriesLabel: 'Filtrera efter kategori',
      empty: 'Inga artiklar matchade din sökning.',
      loading: 'Laddar artiklar',
      by: (author: string) => `Av ${author}`,
      backToBlog: 'Tillbaka till bloggen',
      notFoundTitle: 'Blogginlägget hittades inte',
      notFoundText: 'Blogginlägget du letar efter finns inte.',
      loadError: 'Det gick inte att läsa in blogginlägget',
      titleSuffix: (brand: string) => `${brand} Blogg`,
    },
    caseStudies: {
      heading: 'Framgångsberättelser',
      challenge: 'Utmaning',
      solution: 'Lösning',
      results: 'Resultat',
      metrics: 'Nyckelresultat',
      readMore: 'Läs hela kundcaset',
      showLess: 'Visa mindre',
      schedule: 'Boka en konsultation',
      empty: 'Det finns inga kundcase ännu.',
      loading: 'Laddar kundcase',
      pages: 'Sidor med kundcase',
      beyond: (page: number) => `Det finns ingen sida ${page} med kundcase.`,
    },
    booking: { title: 'Boka Din Konsultation', close: 'Stäng' },
    newsletter: {
      label: 'E-postadress',
      placeholder: 'Ange din e-post',
      subscribe: 'Prenumerera',
      sending: 'Prenumererar…',
      invalidTitle: 'Ogiltig e-postadress',
      successTitle: 'Prenumerationen är klar!',
      failureTitle: 'Prenumerationen misslyckades',
    },
    unsubscribe: {
      confirmTitle: 'Avsluta nyhetsbrevet?',
      button: 'Avsluta prenumerationen',
      doneTitle: 'Din prenumeration är avslutad',
      again: 'Prenumerera igen',
      invalidTitle: 'Länken för att avsluta prenumerationen fungerar inte',
      invalidText: /Inget har ändrats\./,
    },
    quiz: {
      heading: 'Är ditt företag redo för AI?',
      label: 'E-postadress',
      submit: /^Gör testet/,
      sending: /^Skickar\.\.\./,
      successTitle: 'Klart!',
      successText: 'Vi har tagit emot dina uppgifter. Öppnar testet...',
      errorTitle: 'Fel',
      invalid: 'Ange en giltig e-postadress',
    },
    contact: {
      form: 'Skicka ett meddelande till oss',
      fields: {
        firstName: 'Förnamn',
        lastName: 'Efternamn',
        email: 'E-post',
        company: 'Företag',
        message: 'Meddelande',
      },
      submit: 'Skicka meddelande',
      sending: 'Skickar...',
      success: 'Meddelandet har skickats! Vi återkommer så snart som möjligt.',
      invalid: 'Kontrollera det markerade fältet och skicka igen.',
      invisible: 'Ta bort osynliga tecken eller tecken som ändrar textriktningen (de kan dölja vad texten säger).',
      missing: 'Fyll i det här fältet.',
      countFull: '5\u00a0000 / 5\u00a0000 tecken: gränsen är nådd (text utöver den läggs inte till)',
      limitReached: 'Meddelandet har nått gränsen på 5\u00a0000 tecken; text utöver den lades inte till.',
    },
    seo: { home: 'Hem', blog: 'Blogg', ogLocale: 'sv_SE', otherOgLocale: 'en_US' },
  },
} as const satisfies Record<Lang, unknown>;
