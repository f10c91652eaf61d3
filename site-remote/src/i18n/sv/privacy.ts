import type { privacy as en } from '../en/privacy';

export const privacy: typeof en = {
  meta: {
    title: 'Integritetspolicy',
    description:
      'Hur {{brand}} samlar in, använder och skyddar personuppgifter, vilka rättigheter du har enligt GDPR och hur du når vårt dataskyddsombud.',
    keywords: 'integritetspolicy, GDPR, personuppgifter, dataskydd, dataskyddsförordningen',
  },
  breadcrumb: 'Integritetspolicy',
  newTab: '(öppnas i en ny flik)',
  title: 'Integritetspolicy',
  lastUpdatedLabel: 'Senast uppdaterad:',
  lastUpdatedDate: '24 september 2025',
  contents: 'Innehåll',
  intro: [
    'I den här integritetspolicyn beskriver vi hur {{brand}} (”vi”, ”oss”) samlar in och använder personuppgifter när du besöker vår webbplats, kontaktar oss, bokar en konsultation, prenumererar på vårt nyhetsbrev eller gör vårt AI-mognadstest.',
    '{{brand}} har sitt säte i Göteborg och är personuppgiftsansvarig för de personuppgifter som beskrivs här. Vi behandlar personuppgifter i enlighet med EU:s dataskyddsförordning (GDPR) och kompletterande svensk dataskyddslagstiftning.',
  ],
  dpo: 'Dataskyddsombud, {{brand}}',
  emailLabel: 'E-post:',
  imyLink: 'Integritetsskyddsmyndighetens (IMY) webbplats',
  sections: {
    principles: {
      title: 'Våra principer',
      paragraphs: ['Vi följer dataskyddsförordningens principer i allt vi gör med personuppgifter:'],
      list: [
        'Laglighet, korrekthet och öppenhet: vi behandlar bara personuppgifter när vi har en rättslig grund, och vi berättar hur vi gör det.',
        'Ändamålsbegränsning: vi samlar in uppgifter för särskilda ändamål och använder dem inte på sätt som är oförenliga med dessa.',
        'Uppgiftsminimering: vi frågar bara efter det vi behöver – de flesta av våra formulär kräver enbart din e-postadress.',
        'Korrekthet: vi rättar eller raderar felaktiga uppgifter utan dröjsmål.',
        'Lagringsminimering: vi sparar inte uppgifter längre än nödvändigt (se avsnitt 7).',
        'Integritet och konfidentialitet: vi skyddar uppgifterna med lämpliga tekniska och organisatoriska åtgärder.',
        'Ansvarsskyldighet: vi dokumenterar vår behandling och kan visa att vi följer reglerna.',
      ],
      after: [],
    },
    dataCollected: {
      title: 'Personuppgifter vi samlar in',
      paragraphs: ['Beroende på hur du har kontakt med oss kan vi behandla följande personuppgifter:'],
      list: [
        'Kontaktuppgifter: förnamn, efternamn, e-postadress och företag när du skickar ett meddelande via kontaktformuläret.',
        'Innehållet i ditt meddelande, som kan innehålla information om ditt företag och dina behov.',
        'Din e-postadress när du prenumererar på vårt nyhetsbrev eller begär AI-mognadstestet.',
        'Bokningsuppgifter: ditt namn, din e-postadress och annat du väljer att dela när du bokar en konsultation via vår kalenderbokningstjänst.',
        'Tekniska uppgifter: IP-adress, webbläsartyp, uppgifter om enheten och tidpunkt för besöket, som vår driftleverantör registrerar i serverloggar för att webbplatsen ska kunna levereras säkert.',
        'Inställningar: ditt valda språk och färgtema, som sparas i din egen webbläsare.',
      ],
      after: [
        'Vi efterfrågar inte känsliga personuppgifter, till exempel uppgifter om hälsa, och ber dig att inte skicka sådana uppgifter till oss.',
        'Våra tjänster riktar sig till företag. Vi samlar inte medvetet in personuppgifter från barn under 16 år. Om du tror att ett barn har lämnat personuppgifter till oss ber vi dig kontakta oss, så raderar vi dem.',
      ],
    },
    howCollected: {
      title: 'Hur vi samlar in personuppgifter',
      paragraphs: ['Vi samlar in personuppgifter:'],
      list: [
        'Direkt från dig, när du fyller i ett formulär på webbplatsen, bokar ett möte eller mejlar eller ringer oss.',
        'Automatiskt, när din webbläsare ansluter till vår webbplats (tekniska uppgifter i serverloggar) och när webbplatsen sparar dina språk- och temainställningar i webbläsarens lokala lagring. Inställningarna stannar på din enhet och används inte för att spåra dig.',
        'Via externa formulär som du själv väljer att öppna från vår webbplats, till exempel vårt intagsformulär och AI-mognadstestet, som tillhandahålls av en extern formulärtjänst för vår räkning.',
        'Via Google reCAPTCHA, när du skickar ett formulär på webbplatsen: för att hålla automatiserad skräppost borta låter sidan reCAPTCHA (via Firebase App Check) bedöma förfrågan, och Google tar emot tekniska uppgifter om din webbläsare och enhet, till exempel din IP-adress. Vi får bara resultatet av bedömningen, inte uppgifterna.',
      ],
      after: ['Vi köper inte personuppgifter från dataleverantörer.'],
    },
    usesAndBases: {
      title: 'Hur vi använder personuppgifter och våra rättsliga grunder',
      paragraphs: [
        'Vi använder personuppgifter enbart för följande ändamål, vart och ett med en rättslig grund enligt artikel 6 i dataskyddsförordningen:',
      ],
      list: [
        'Besvara dina förfrågningar och ta fram offerter: åtgärder som vidtas på din begäran innan ett avtal ingås (artikel 6.1 b), eller vårt berättigade intresse av att besvara förfrågningar från företag (artikel 6.1 f).',
        'Boka och genomföra konsultationer: åtgärder som vidtas på din begäran innan ett avtal ingås (artikel 6.1 b).',
        'Skicka vårt nyhetsbrev: ditt samtycke (artikel 6.1 a), som du när som helst kan återkalla via avregistreringslänken i varje utskick.',
        'Ge dig tillgång till AI-mognadstestet och din rapport samt följa upp den: vårt berättigade intresse av att leverera den tjänst du har bett om och erbjuda relevant hjälp (artikel 6.1 f).',
        'Driva, skydda och förbättra webbplatsen: vårt berättigade intresse av att tillhandahålla en säker och fungerande tjänst (artikel 6.1 f).',
        'Uppfylla rättsliga förpliktelser, till exempel bokföringsregler när du blir kund: rättslig förpliktelse (artikel 6.1 c).',
      ],
      after: [
        'När vi stöder oss på berättigat intresse har vi vägt våra intressen mot dina intressen och rättigheter. Du kan be oss om information om den bedömningen, och du har alltid rätt att invända (se avsnitt 8).',
      ],
    },
    sharing: {
      title: 'Delning och överföring till tredjeland',
      paragraphs: [
        'Vi säljer aldrig dina personuppgifter. Vi delar dem bara med noggrant utvalda leverantörer (personuppgiftsbiträden) som behandlar dem för vår räkning, enligt personuppgiftsbiträdesavtal och våra instruktioner, till exempel:',
      ],
      list: [
        'drift-, databas- och molntjänster (Google Cloud och Firebase, däribland reCAPTCHA, som skyddar våra formulär mot skräppost);',
        'den tjänst för automatiserade arbetsflöden som vidarebefordrar din förfrågan till vårt team;',
        'vår kalenderbokningstjänst och vår formulärtjänst;',
        'tjänster för utskick av e-post och nyhetsbrev.',
      ],
      after: [
        'Vi kan också lämna ut personuppgifter när lagen kräver det, till exempel till en myndighet, eller när det behövs för att fastställa, göra gällande eller försvara rättsliga anspråk.',
        'Vissa av våra leverantörer är etablerade i, eller kan komma åt uppgifter från, länder utanför EU/EES, till exempel USA. I de fallen ser vi till att överföringen skyddas av ett beslut om adekvat skyddsnivå från EU-kommissionen (till exempel EU–US Data Privacy Framework för certifierade företag) eller av kommissionens standardavtalsklausuler, vid behov tillsammans med kompletterande skyddsåtgärder. Kontakta oss om du vill veta mer om dessa skyddsåtgärder.',
      ],
    },
    security: {
      title: 'Hur vi skyddar dina uppgifter',
      paragraphs: ['Vi skyddar personuppgifter med lämpliga tekniska och organisatoriska åtgärder, bland annat:'],
      list: [
        'krypterade anslutningar (HTTPS/TLS) för all trafik till och från webbplatsen;',
        'behörighetsstyrning, så att bara behörig personal kan läsa förfrågningar och leads;',
        'lagring av leads och meddelanden i system som inte kan läsas från den publika webbplatsen;',
        'regelbunden granskning av våra leverantörer och av vem som har tillgång till vad.',
      ],
      after: [
        'Inget system kan göras helt säkert. Om det inträffar en personuppgiftsincident som sannolikt medför en risk för dina rättigheter och friheter anmäler vi den till tillsynsmyndigheten inom 72 timmar och informerar dig när lagen kräver det.',
      ],
    },
    retention: {
      title: 'Hur länge vi sparar personuppgifter',
      paragraphs: ['Vi sparar personuppgifter bara så länge de behövs för det ändamål de samlades in för:'],
      list: [
        'Förfrågningar via kontaktformuläret: så länge det behövs för att hantera din förfrågan och en eventuell affärsrelation som följer av den.',
        'Marknadsföringsuppgifter, till exempel prenumerationer på nyhetsbrevet, leads från AI-mognadstestet och tillhörande kontakthistorik: i upp till 3 år efter din senaste kontakt med oss, eller tills du avregistrerar dig eller invänder, om det sker tidigare.',
        'Kund- och bokföringsuppgifter: så länge bokföringslagen kräver, för närvarande sju år efter utgången av det kalenderår då räkenskapsåret avslutades.',
        'Serverloggar: under en kort tid, inte längre än vad som behövs för säkerhet och felsökning.',
      ],
      after: ['När lagringstiden har gått ut raderar eller anonymiserar vi uppgifterna.'],
    },
    rights: {
      title: 'Dina rättigheter',
      paragraphs: ['Enligt dataskyddsförordningen har du rätt att:'],
      list: [
        'få tillgång: få besked om huruvida vi behandlar dina personuppgifter och i så fall en kopia av dem;',
        'få rättelse: få felaktiga eller ofullständiga uppgifter rättade;',
        'bli raderad: få dina uppgifter raderade, till exempel när de inte längre behövs eller när du återkallar ditt samtycke;',
        'begränsa behandlingen: få behandlingen av dina uppgifter begränsad i vissa situationer;',
        'dataportabilitet: få ut de uppgifter du har lämnat till oss i ett strukturerat, maskinläsbart format;',
        'invända: invända mot behandling som grundar sig på vårt berättigade intresse och när som helst mot direktmarknadsföring;',
        'återkalla samtycke: när som helst, utan att det påverkar behandling som skett innan samtycket återkallades.',
      ],
      after: [
        'Kontakta oss via uppgifterna i avsnitt 10 för att använda dina rättigheter. Det kostar ingenting, och vi svarar inom en månad.',
        'Om du inte är nöjd med hur vi hanterar dina personuppgifter har du rätt att lämna in ett klagomål till Integritetsskyddsmyndigheten (IMY), som är den svenska tillsynsmyndigheten för dataskydd, eller till tillsynsmyndigheten i det EU-land där du bor eller arbetar.',
      ],
    },
    automatedDecisions: {
      title: 'Automatiserat beslutsfattande',
      paragraphs: [
        'Vi fattar inga beslut som enbart grundas på automatiserad behandling, inklusive profilering, och som har rättsliga följder för dig eller på liknande sätt i betydande grad påverkar dig (artikel 22 i dataskyddsförordningen).',
        'AI-mognadstestet ger dig en vägledande rapport utifrån dina egna svar; det fattar inga beslut om dig.',
      ],
      list: [],
      after: [],
    },
    contact: {
      title: 'Kontakta oss',
      paragraphs: [
        '{{brand}}, Göteborg, är personuppgiftsansvarig för dina personuppgifter. Vi har utsett ett dataskyddsombud som du kan kontakta med alla frågor om hur vi behandlar personuppgifter eller för att använda dina rättigheter.',
      ],
      list: [],
      after: [],
    },
    updates: {
      title: 'Ändringar i policyn',
      paragraphs: [
        'Vi kan uppdatera den här integritetspolicyn när våra tjänster eller lagstiftningen ändras. Datumet högst upp på sidan visar när den senast uppdaterades. Om vi gör väsentliga ändringar informerar vi om det på webbplatsen och, när det är lämpligt, via e-post.',
      ],
      list: [],
      after: [],
    },
  },
};
