/**
 * Demo content of the local stack: accounts, blog posts and case studies. Field names are the
 * stored documents' (snake_case, as the earlier site's tables had them); `published_date` is a
 * calendar date 'YYYY-MM-DD'. End-to-end tests import their expectations from here.
 *
 * Everything here is fictional: companies, people and figures are invented for the demo.
 */

/**
 * Local-only accounts in the Auth emulator of the `demo-nordic-ai` project, each a member of staff
 * with a role (its `staff/{uid}` document and the claims that mirror it, as the staff functions
 * write them) and the language its new password links are made in (`language` on the document;
 * one of each, so the staff screen shows both). These credentials exist nowhere else.
 */
export const SEED_USERS = Object.freeze({
  admin: Object.freeze({
    uid: 'seed-admin',
    email: 'admin@example.com',
    password: 'local-admin-password',
    displayName: 'Local Admin',
    role: 'admin',
    language: 'en',
    claims: Object.freeze({ role: 'admin', admin: true }),
  }),
  editor: Object.freeze({
    uid: 'seed-editor',
    email: 'editor@example.com',
    password: 'local-editor-password',
    displayName: 'Local Writer',
    role: 'writer',
    language: 'sv',
    claims: Object.freeze({ role: 'writer' }),
  }),
});

/** English category → Swedish category, the four the blog filter names. */
export const BLOG_CATEGORIES = Object.freeze({
  'AI Strategy': 'AI-strategi',
  'Case Studies': 'Kundcase',
  'Industry Insights': 'Branschinsikter',
  'Product Updates': 'Produktnyheter',
});

/**
 * @typedef {object} CoverSpec colours of a generated 1200×630 cover image
 * @property {string} from hex colour of the top-left corner
 * @property {string} to hex colour of the bottom-right corner
 */

/**
 * @typedef {object} SeedBlog
 * @property {string} title
 * @property {string} slug
 * @property {string} excerpt
 * @property {string} content markdown
 * @property {keyof typeof BLOG_CATEGORIES} category
 * @property {string} author
 * @property {string} published_date 'YYYY-MM-DD'
 * @property {boolean} is_published
 * @property {null} publish_at no seeded post is scheduled (domain/src/schedule.ts)
 * @property {null} unpublish_at
 * @property {string | null} title_sv
 * @property {string | null} excerpt_sv
 * @property {string | null} content_sv
 * @property {string | null} category_sv
 * @property {CoverSpec | null} cover generated and uploaded as the post's image; null: no image
 * @property {string | null} [image_alt] the cover's alt text; absent: null (the title)
 * @property {string | null} [image_alt_sv] the same in Swedish; absent: null (the English one)
 */

/** @type {readonly SeedBlog[]} */
export const SEED_BLOGS = Object.freeze([
  {
    title: 'A Practical AI Roadmap for Mid-Sized Companies',
    slug: 'practical-ai-roadmap-for-mid-sized-companies',
    excerpt:
      'Most AI programmes stall between the pilot and the second project. Here is the four-stage roadmap we use with mid-sized companies to get from first idea to measurable results within a year.',
    content: `Most mid-sized companies do not lack AI ideas. They lack a way to choose between them, fund the first one and turn it into something the organisation keeps using after the consultants leave.

## Stage 1: Map where time and money leak

Start with the work, not the technology. Spend two weeks with the teams that handle the most repetitive, document-heavy tasks and write down:

- which tasks take the most hours per week,
- where errors are expensive (credit notes, missed deadlines, rework),
- which data those tasks already produce.

## Stage 2: Pick one use case and size it honestly

Choose **one** use case with a clear owner, data you already have and a result you can count. A good first project pays back within six months; a great one also teaches the team how to run the next.

## Stage 3: Build a pilot that is designed to survive

A pilot that only works in a demo is a cost, not an asset. Build it inside the tools people already use, log every suggestion the model makes and agree up front on the metric that decides whether it goes live.

1. Define the baseline before you start.
2. Run the pilot with real users for at least four weeks.
3. Compare against the baseline and decide: scale, adjust or stop.

## Stage 4: Scale with a small platform team

Once two or three use cases are live, the shared parts — access control, prompt and model management, monitoring — deserve a small team of their own. That is when AI stops being a project and becomes a capability.

> The best roadmap is the one you revisit every quarter.

Want a second opinion on your shortlist? [Book a free 30-minute consultation](/contact) and we will go through it with you.`,
    category: 'AI Strategy',
    author: 'Anna Lindqvist',
    published_date: '2025-01-14',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: 'En praktisk AI-färdplan för medelstora företag',
    excerpt_sv:
      'De flesta AI-satsningar fastnar mellan piloten och det andra projektet. Här är färdplanen i fyra steg som vi använder med medelstora företag för att gå från första idé till mätbara resultat inom ett år.',
    content_sv: `De flesta medelstora företag saknar inte idéer om AI. De saknar ett sätt att välja mellan dem, finansiera den första och göra den till något som organisationen fortsätter att använda när konsulterna har gått.

## Steg 1: Kartlägg var tid och pengar läcker

Börja i arbetet, inte i tekniken. Tillbringa två veckor med de team som hanterar de mest repetitiva och dokumenttunga uppgifterna och skriv ner:

- vilka uppgifter som tar flest timmar per vecka,
- var fel blir dyra (kreditnotor, missade deadlines, omarbete),
- vilken data uppgifterna redan producerar.

## Steg 2: Välj ett användningsfall och räkna ärligt

Välj **ett** användningsfall med en tydlig ägare, data som redan finns och ett resultat som går att mäta. Ett bra första projekt betalar sig inom sex månader; ett riktigt bra lär också teamet hur nästa ska drivas.

## Steg 3: Bygg en pilot som är gjord för att överleva

En pilot som bara fungerar i en demo är en kostnad, inte en tillgång. Bygg den i de verktyg som folk redan använder, logga varje förslag som modellen ger och kom överens i förväg om vilket mått som avgör om den ska i drift.

1. Mät utgångsläget innan ni börjar.
2. Kör piloten med riktiga användare i minst fyra veckor.
3. Jämför mot utgångsläget och bestäm: skala upp, justera eller avsluta.

## Steg 4: Skala med ett litet plattformsteam

När två eller tre användningsfall är i drift förtjänar de gemensamma delarna — behörigheter, hantering av promptar och modeller, övervakning — ett eget litet team. Det är då AI slutar vara ett projekt och blir en förmåga.

> Den bästa färdplanen är den som ni går igenom varje kvartal.

Vill ni ha en second opinion på er lista? [Boka en kostnadsfri konsultation på 30 minuter](/contact) så går vi igenom den tillsammans.`,
    category_sv: 'AI-strategi',
    cover: { from: '#0b2545', to: '#13a89e' },
  },
  {
    title: 'How to Pick Your First AI Use Case',
    slug: 'how-to-pick-your-first-ai-use-case',
    excerpt:
      'A simple scoring model for comparing AI ideas on value, feasibility and risk, so the first project is the one most likely to succeed rather than the one with the loudest sponsor.',
    content: `Every workshop we run ends with a wall of sticky notes. The hard part is not generating ideas; it is choosing the one to start with.

## Score every idea on three axes

We score each candidate from 1 to 5 on value, feasibility and risk (where 5 means *low* risk), then multiply. Multiplying instead of adding punishes ideas that are weak on any one axis.

| Use case | Value | Feasibility | Risk | Score |
| --- | ---: | ---: | ---: | ---: |
| Invoice matching | 4 | 5 | 4 | 80 |
| Customer e-mail triage | 4 | 4 | 4 | 64 |
| Sales forecast assistant | 5 | 3 | 3 | 45 |
| Contract clause review | 5 | 3 | 2 | 30 |

## What the numbers usually tell you

- **Back-office work wins early.** It has clean data, clear rules and a patient audience.
- **Customer-facing ideas need guard rails.** Start with a human approving every answer.
- **Forecasting is valuable but data-hungry.** Check data quality before you promise accuracy.

## Make the decision stick

Write down why the winner won and which ideas come next. When the first project ships, you already have the business case for the second one.`,
    category: 'AI Strategy',
    author: 'Erik Johansson',
    published_date: '2025-02-03',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: 'Så väljer ni ert första AI-användningsfall',
    excerpt_sv:
      'En enkel poängmodell för att jämföra AI-idéer utifrån värde, genomförbarhet och risk, så att det första projektet blir det som mest sannolikt lyckas och inte det med den mest högljudda sponsorn.',
    content_sv: `Varje workshop vi håller slutar med en vägg full av post-it-lappar. Det svåra är inte att få fram idéer, utan att välja vilken man ska börja med.

## Betygsätt varje idé på tre axlar

Vi ger varje kandidat 1 till 5 poäng för värde, genomförbarhet och risk (där 5 betyder *låg* risk) och multiplicerar sedan. Att multiplicera i stället för att addera straffar idéer som är svaga på någon axel.

| Användningsfall | Värde | Genomförbarhet | Risk | Poäng |
| --- | ---: | ---: | ---: | ---: |
| Fakturamatchning | 4 | 5 | 4 | 80 |
| Sortering av kundmejl | 4 | 4 | 4 | 64 |
| Assistent för säljprognoser | 5 | 3 | 3 | 45 |
| Granskning av avtalsklausuler | 5 | 3 | 2 | 30 |

## Vad siffrorna brukar visa

- **Backoffice vinner tidigt.** Där finns ren data, tydliga regler och en tålmodig publik.
- **Kundnära idéer behöver skyddsräcken.** Börja med att en människa godkänner varje svar.
- **Prognoser är värdefulla men datahungriga.** Kontrollera datakvaliteten innan ni lovar träffsäkerhet.

## Få beslutet att hålla

Skriv ner varför vinnaren vann och vilka idéer som står på tur. När det första projektet är klart har ni redan affärsfallet för nästa.`,
    category_sv: 'AI-strategi',
    cover: { from: '#1e3a8a', to: '#06b6d4' },
  },
  {
    title: 'How a Gothenburg Logistics Firm Cut Planning Time by 60%',
    slug: 'gothenburg-logistics-firm-cut-planning-time',
    excerpt:
      'Route planners at a regional logistics provider spent every afternoon rebuilding tomorrow’s schedule by hand. An AI planning assistant now drafts it in minutes and the planners focus on the exceptions.',
    content: `Every afternoon, four route planners rebuilt the next day's schedule for 120 vehicles by hand. Late orders, driver absences and loading-dock slots made every plan a puzzle, and the puzzle took most of the day.

## The approach

We did not replace the planners. We gave them a draft.

- An optimisation model proposes routes from the order book, vehicle capacities and dock bookings.
- A language model explains each proposal in plain Swedish: *why* this driver, *why* this order of stops.
- Planners accept, adjust or reject each route, and every change feeds the next day's model.

## The results after three months

- Planning time fell from about five hours to under two hours a day.
- On-time deliveries rose from 91% to 97%.
- Fuel costs dropped by 12% thanks to fewer empty kilometres.

## What made it work

The planners were part of the project from the first week. They chose which explanations were useful, and they decided when the assistant was good enough to use on real routes. Adoption was never a separate phase; it was the project.

Read the full story on our [case studies page](/case-studies).`,
    category: 'Case Studies',
    author: 'Sara Nilsson',
    published_date: '2025-03-11',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: 'Så kortade ett logistikföretag i Göteborg planeringstiden med 60 %',
    excerpt_sv:
      'Ruttplanerarna på ett regionalt logistikföretag ägnade varje eftermiddag åt att bygga morgondagens schema för hand. Nu tar en AI-assistent fram ett utkast på några minuter och planerarna fokuserar på undantagen.',
    content_sv: `Varje eftermiddag byggde fyra ruttplanerare om nästa dags schema för 120 fordon för hand. Sena order, sjukfrånvaro bland förarna och tider vid lastkajerna gjorde varje plan till ett pussel, och pusslet tog större delen av dagen.

## Angreppssättet

Vi ersatte inte planerarna. Vi gav dem ett utkast.

- En optimeringsmodell föreslår rutter utifrån orderboken, fordonens kapacitet och bokade lastkajer.
- En språkmodell förklarar varje förslag på begriplig svenska: *varför* den här föraren, *varför* den här ordningen på stoppen.
- Planerarna godkänner, justerar eller avvisar varje rutt, och varje ändring förbättrar nästa dags modell.

## Resultaten efter tre månader

- Planeringstiden minskade från ungefär fem timmar till under två timmar per dag.
- Andelen leveranser i tid ökade från 91 % till 97 %.
- Bränslekostnaderna sjönk med 12 % tack vare färre tomma kilometer.

## Det som fick det att fungera

Planerarna var med i projektet från första veckan. De valde vilka förklaringar som var användbara och de bestämde när assistenten var bra nog att användas på riktiga rutter. Införandet blev aldrig en egen fas; det var själva projektet.

Läs hela berättelsen bland våra [kundcase](/case-studies).`,
    category_sv: 'Kundcase',
    cover: { from: '#0f4c81', to: '#2dd4bf' },
  },
  {
    title: 'From Pilot to Production: Lessons from a Legal AI Rollout',
    slug: 'from-pilot-to-production-legal-ai-rollout',
    excerpt:
      'A contract-review assistant worked beautifully in the pilot and then met real deadlines, real partners and real confidentiality rules. Five lessons from taking it into daily use at a Nordic law firm.',
    content: `The pilot was a success: the assistant found risky clauses in supplier contracts faster than a junior associate and missed fewer of them. Production was a different story. Here is what we learned on the way.

## 1. Confidentiality is a design input, not a checkbox

Client documents never leave the firm's own cloud tenant. We chose the model hosting before we wrote a single prompt, and the partners signed off on the data flow diagram, not on a slide.

## 2. Lawyers trust citations, not confidence scores

Every flagged clause links to the exact paragraph and the policy it conflicts with. A score of 0.87 convinced nobody; a highlighted sentence convinced everybody.

## 3. Start with one contract type

Supplier agreements first, then NDAs, then employment contracts. Each type got its own checklist and its own evaluation set of 50 annotated documents.

## 4. Measure the time saved on the whole task

Review time per contract fell by about 80%, but only once the assistant's output went straight into the firm's document system. Copy-pasting between tools ate most of the gain in the pilot.

## 5. Keep a human in the loop, visibly

The assistant suggests, the lawyer decides, and the audit log records both. That sentence ended most of the discussions about liability.`,
    category: 'Case Studies',
    author: 'Anna Lindqvist',
    published_date: '2025-04-22',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    cover: { from: '#134e4a', to: '#38bdf8' },
  },
  {
    title: 'What the EU AI Act Means for Swedish SMEs',
    slug: 'what-the-eu-ai-act-means-for-swedish-smes',
    excerpt:
      'The EU AI Act is in force and its obligations arrive in stages. What small and mid-sized companies in Sweden need to do now, what can wait, and which everyday AI uses are barely affected.',
    content: `The EU AI Act entered into force in August 2024 and its obligations apply in stages until 2027. For most small and mid-sized companies the practical impact is smaller than the headlines suggest, but a few things are worth doing now.

## Know which risk class your use cases fall into

The Act sorts AI systems by risk:

- **Prohibited practices**, such as social scoring, have been banned since February 2025.
- **High-risk systems**, for example AI used in recruitment or credit scoring, carry the heaviest duties: risk management, documentation, human oversight.
- **Limited-risk systems**, such as chatbots, mainly need transparency: people must know they are talking to a machine.
- **Minimal-risk systems**, like spam filters or internal document search, have no new obligations.

## Three things to do this quarter

1. List the AI tools you use and build, including features inside software you buy.
2. Flag anything that touches hiring, credit, education or access to essential services.
3. Make sure staff who use AI tools understand what the tools can and cannot do — AI literacy is already an obligation.

## Where to read more

The European Commission keeps an overview of the [AI Act and its timeline](https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai). If you are unsure where one of your systems lands, it is usually a short conversation rather than a legal project.`,
    category: 'Industry Insights',
    author: 'Erik Johansson',
    published_date: '2025-05-06',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: 'Vad EU:s AI-förordning betyder för svenska små och medelstora företag',
    excerpt_sv:
      'EU:s AI-förordning har trätt i kraft och skyldigheterna kommer stegvis. Vad små och medelstora företag i Sverige behöver göra nu, vad som kan vänta och vilka vardagliga AI-användningar som knappt påverkas.',
    content_sv: `EU:s AI-förordning trädde i kraft i augusti 2024 och skyldigheterna börjar gälla stegvis fram till 2027. För de flesta små och medelstora företag blir den praktiska påverkan mindre än rubrikerna antyder, men några saker är värda att göra redan nu.

## Ta reda på vilken riskklass era användningsfall hamnar i

Förordningen delar in AI-system efter risk:

- **Förbjudna metoder**, till exempel social poängsättning, är förbjudna sedan februari 2025.
- **Högrisksystem**, till exempel AI som används vid rekrytering eller kreditbedömning, har de tyngsta kraven: riskhantering, dokumentation och mänsklig tillsyn.
- **System med begränsad risk**, som chattbottar, behöver främst transparens: människor ska veta att de pratar med en maskin.
- **System med minimal risk**, som spamfilter eller intern dokumentsökning, får inga nya skyldigheter.

## Tre saker att göra det här kvartalet

1. Lista de AI-verktyg ni använder och bygger, även funktioner i programvara som ni köper.
2. Markera allt som berör rekrytering, kredit, utbildning eller tillgång till samhällsviktiga tjänster.
3. Se till att medarbetare som använder AI-verktyg förstår vad verktygen kan och inte kan göra — AI-kunnighet är redan ett krav.

## Läs mer

EU-kommissionen har en översikt över [AI-förordningen och dess tidplan](https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai). Om ni är osäkra på var ett av era system hamnar räcker det oftast med ett kort samtal snarare än ett juridiskt projekt.`,
    category_sv: 'Branschinsikter',
    cover: { from: '#1d4ed8', to: '#5eead4' },
  },
  {
    title: 'Generative AI in Nordic Manufacturing: The 2025 Outlook',
    slug: 'generative-ai-in-nordic-manufacturing-2025',
    excerpt:
      'Nordic manufacturers are moving past chatbots. Maintenance knowledge, quality reports and supplier documentation are where generative AI is starting to pay for itself on the factory floor.',
    content: `Nordic manufacturers were early adopters of automation, and they are approaching generative AI with the same pragmatism: fewer demos, more maintenance logs.

## Where we see real returns

- **Maintenance knowledge.** Decades of service reports and manuals become searchable in plain language, so a technician on the night shift can ask how a fault was fixed last time.
- **Quality reports.** Deviation reports are drafted from sensor data and inspection photos, and quality engineers review instead of writing from scratch.
- **Supplier documentation.** Certificates and technical data sheets are checked against requirements automatically, with exceptions routed to a person.

## What holds companies back

The obstacles are rarely the models. They are scattered data, unclear ownership of documents and OT networks that were never meant to talk to the cloud. Projects that start by fixing one document flow end to end tend to outperform broad "AI platform" initiatives.

## Our outlook

Expect 2025 to be the year when generative AI moves from the innovation budget into operational budgets, one well-defined process at a time.`,
    category: 'Industry Insights',
    author: 'Sara Nilsson',
    published_date: '2025-06-17',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    cover: { from: '#082f49', to: '#0ea5e9' },
  },
  {
    title: 'Introducing Smart Document Search',
    slug: 'introducing-smart-document-search',
    excerpt:
      'Smart Document Search lets teams ask questions of their contracts, manuals and policies in English or Swedish and get answers with citations. Here is what it does and how to connect it.',
    content: `Today we are releasing **Smart Document Search**, the newest tool in our suite. It lets your team ask questions of contracts, manuals and policies in English or Swedish and get answers that cite the exact passage they come from.

## What it does

- Indexes documents from SharePoint, Google Drive and network shares.
- Answers questions in the language they are asked, whatever language the source is in.
- Shows the source paragraph next to every answer, so nobody has to take the model's word for it.
- Respects existing folder permissions: people only get answers from documents they may open.

## Plans at a glance

| Plan | Documents | Users | Languages | Support |
| --- | ---: | ---: | --- | --- |
| Starter | 5,000 | 10 | English, Swedish | E-mail |
| Team | 50,000 | 50 | English, Swedish, Norwegian, Danish | E-mail and chat |
| Enterprise | Unlimited | Unlimited | All supported | Dedicated contact |

## Connect it in five minutes

Search is also available through a small HTTP API, so you can put it inside your intranet or your own tools:

\`\`\`ts
const response = await fetch('https://api.example.com/v1/search', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.SEARCH_API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ query: 'What is our notice period for suppliers?', language: 'en' }),
});
const { answer, citations } = await response.json();
\`\`\`

Existing customers can switch it on from the admin console today. Everyone else can [book a demo](/contact).`,
    category: 'Product Updates',
    author: 'Erik Johansson',
    published_date: '2025-08-26',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: 'Nu lanserar vi Smart dokumentsökning',
    excerpt_sv:
      'Med Smart dokumentsökning kan team ställa frågor till sina avtal, manualer och policyer på svenska eller engelska och få svar med källhänvisningar. Här är vad den gör och hur ni kopplar in den.',
    content_sv: `I dag släpper vi **Smart dokumentsökning**, det senaste verktyget i vår svit. Med den kan ert team ställa frågor till avtal, manualer och policyer på svenska eller engelska och få svar som hänvisar till exakt det stycke de kommer från.

## Vad den gör

- Indexerar dokument från SharePoint, Google Drive och nätverksenheter.
- Svarar på det språk frågan ställs på, oavsett vilket språk källan är skriven på.
- Visar källstycket bredvid varje svar, så att ingen behöver lita blint på modellen.
- Följer befintliga mappbehörigheter: man får bara svar från dokument man själv får öppna.

## Planerna i korthet

| Plan | Dokument | Användare | Språk | Support |
| --- | ---: | ---: | --- | --- |
| Starter | 5 000 | 10 | Engelska, svenska | E-post |
| Team | 50 000 | 50 | Engelska, svenska, norska, danska | E-post och chatt |
| Enterprise | Obegränsat | Obegränsat | Alla som stöds | Dedikerad kontakt |

## Koppla in den på fem minuter

Sökningen finns också som ett litet HTTP-API, så att ni kan bygga in den i ert intranät eller era egna verktyg:

\`\`\`ts
const response = await fetch('https://api.example.com/v1/search', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.SEARCH_API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ query: 'Vilken uppsägningstid har vi mot leverantörer?', language: 'sv' }),
});
const { answer, citations } = await response.json();
\`\`\`

Befintliga kunder kan slå på den i administrationskonsolen redan i dag. Alla andra är välkomna att [boka en demo](/contact).`,
    category_sv: 'Produktnyheter',
    cover: { from: '#155e75', to: '#a7f3d0' },
    image_alt: 'A teal gradient with soft circles of light: the Smart Document Search launch cover',
    image_alt_sv: 'En turkos toning med mjuka ljuscirklar: omslaget till lanseringen av Smart dokumentsökning',
  },
  {
    title: 'Release Notes: Faster Translations and Better Markdown',
    slug: 'release-notes-faster-translations-better-markdown',
    excerpt:
      'Our content tools now translate long articles twice as fast, keep tables and code blocks intact, and let editors preview Swedish and English side by side.',
    content: `This release focuses on the everyday work of editors who publish in two languages.

## Translation

- Long articles translate about twice as fast, because sections are translated in parallel.
- Headings, lists, links, tables and code blocks keep their structure; only the prose is translated.
- Product names and terms from your glossary stay untranslated.

## Editing

- Swedish and English versions can be previewed side by side.
- The editor warns before you leave with unsaved changes.
- Image uploads show a preview immediately and reject files over 5 MB before uploading.

## Fixed

- Dates no longer shift by a day for editors outside Central European Time.
- Slugs created from Swedish titles keep their letters: "Så här" becomes \`sa-har\`.

As always, tell us what you would like to see next.`,
    category: 'Product Updates',
    author: 'Anna Lindqvist',
    published_date: '2025-09-30',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    cover: null,
  },
  {
    title: 'Measuring the ROI of AI Projects',
    slug: 'measuring-the-roi-of-ai-projects',
    excerpt:
      'A draft framework for putting numbers on AI projects before and after launch: baselines, attributable savings and the costs people forget.',
    content: `This article is still being written.

## Outline

1. Set the baseline before the project starts.
2. Separate time saved from money saved.
3. Count the running costs: models, monitoring, people.
4. Report quarterly, not once.`,
    category: 'AI Strategy',
    author: 'Erik Johansson',
    published_date: '2025-10-20',
    is_published: false,
    publish_at: null,
    unpublish_at: null,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    cover: { from: '#312e81', to: '#22d3ee' },
  },
]);

/**
 * @typedef {object} SeedCaseStudy
 * @property {string} title
 * @property {string} slug
 * @property {string} client_name
 * @property {string} industry
 * @property {string} challenge markdown
 * @property {string} solution markdown
 * @property {string} results markdown
 * @property {{ metric: string, value: string }[] | null} metrics
 * @property {{ metric: string, value: string }[] | null} metrics_sv the metrics in Swedish, entry by entry
 * @property {string | null} testimonial
 * @property {string | null} testimonial_author
 * @property {string | null} testimonial_role
 * @property {boolean} is_published
 * @property {null} publish_at no seeded post is scheduled (domain/src/schedule.ts)
 * @property {null} unpublish_at
 * @property {string} created_at ISO 8601; stored as a Firestore Timestamp
 * @property {string | null} title_sv
 * @property {string | null} industry_sv
 * @property {string | null} challenge_sv
 * @property {string | null} solution_sv
 * @property {string | null} results_sv
 * @property {string | null} testimonial_sv
 * @property {string | null} testimonial_role_sv
 * @property {CoverSpec | null} cover
 */

/** @type {readonly SeedCaseStudy[]} */
export const SEED_CASE_STUDIES = Object.freeze([
  {
    title: 'AI-Assisted Route Planning for a Regional Logistics Provider',
    slug: 'ai-assisted-route-planning-regional-logistics',
    client_name: 'Västkust Logistik AB',
    industry: 'Logistics',
    challenge: `Four planners rebuilt the next day's routes for **120 vehicles** by hand every afternoon. Late orders and driver absences meant constant rework, and on-time delivery had slipped to 91%.`,
    solution: `We built a planning assistant inside the existing transport-management system:

- an optimisation model that drafts routes from orders, capacities and dock bookings;
- plain-language explanations for every proposed route;
- a feedback loop in which planners' changes improve the next day's draft.`,
    results: `Within three months the planners worked from drafts instead of blank sheets.

- Planning time fell from about five hours to under two hours a day.
- On-time deliveries rose to **97%**.
- Fewer empty kilometres cut fuel costs by 12%.`,
    metrics: [
      { metric: 'Less planning time', value: '60%' },
      { metric: 'On-time deliveries', value: '97%' },
      { metric: 'Lower fuel costs', value: '12%' },
    ],
    metrics_sv: [
      { metric: 'Mindre planeringstid', value: '60 %' },
      { metric: 'Leveranser i tid', value: '97 %' },
      { metric: 'Lägre bränslekostnader', value: '12 %' },
    ],
    testimonial:
      'The assistant does the first ninety percent of the plan. My team now spends the afternoon on the customers who need us, not on the spreadsheet.',
    testimonial_author: 'Maria Holm',
    testimonial_role: 'Head of Transport Planning',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    created_at: '2025-03-04T09:00:00.000Z',
    title_sv: 'AI-stödd ruttplanering för ett regionalt logistikföretag',
    industry_sv: 'Logistik',
    challenge_sv: `Fyra planerare byggde om nästa dags rutter för **120 fordon** för hand varje eftermiddag. Sena order och frånvarande förare ledde till ständigt omarbete, och andelen leveranser i tid hade sjunkit till 91 %.`,
    solution_sv: `Vi byggde en planeringsassistent i det befintliga transportledningssystemet:

- en optimeringsmodell som tar fram ruttförslag utifrån order, kapacitet och bokade lastkajer;
- förklaringar på begriplig svenska till varje föreslagen rutt;
- en återkopplingsslinga där planerarnas ändringar förbättrar nästa dags utkast.`,
    results_sv: `Inom tre månader arbetade planerarna utifrån utkast i stället för tomma blad.

- Planeringstiden minskade från ungefär fem timmar till under två timmar per dag.
- Andelen leveranser i tid ökade till **97 %**.
- Färre tomma kilometer sänkte bränslekostnaderna med 12 %.`,
    testimonial_sv:
      'Assistenten gör de första nittio procenten av planen. Mitt team ägnar nu eftermiddagen åt kunderna som behöver oss, inte åt kalkylbladet.',
    testimonial_role_sv: 'Chef för transportplanering',
    cover: { from: '#0c4a6e', to: '#14b8a6' },
  },
  {
    title: 'Contract Review Automation for a Nordic Law Firm',
    slug: 'contract-review-automation-nordic-law-firm',
    client_name: 'Nordlund Advokatbyrå',
    industry: 'Legal Services',
    challenge: `Associates spent up to three hours on each supplier contract checking clauses against the firm's playbook. Volumes doubled after two large clients outsourced procurement, and the firm could not hire fast enough.`,
    solution: `A contract-review assistant hosted in the firm's own cloud tenant:

- flags clauses that deviate from the playbook and cites the exact paragraph;
- suggests fallback wording approved by the partners;
- writes its findings straight into the document management system, with an audit log of every decision.`,
    results: `After six months in daily use across supplier agreements and NDAs:

- review time per contract fell by 80%;
- 95% of high-risk clauses were flagged in blind tests against partner reviews;
- the firm absorbed the doubled volume without new hires.`,
    metrics: [
      { metric: 'Faster contract review', value: '80%' },
      { metric: 'Risk clauses detected', value: '95%' },
      { metric: 'Playbook compliance', value: '100%' },
    ],
    metrics_sv: [
      { metric: 'Snabbare avtalsgranskning', value: '80 %' },
      { metric: 'Upptäckta riskklausuler', value: '95 %' },
      { metric: 'Följer byråns riktlinjer', value: '100 %' },
    ],
    testimonial:
      'What convinced our partners was not the speed. It was that every flag points to the sentence and the rule behind it.',
    testimonial_author: 'Johan Berg',
    testimonial_role: 'Managing Partner',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    created_at: '2025-05-12T09:00:00.000Z',
    title_sv: 'Automatiserad avtalsgranskning för en nordisk advokatbyrå',
    industry_sv: 'Juridiska tjänster',
    challenge_sv: `Biträdande jurister lade upp till tre timmar på varje leverantörsavtal för att kontrollera klausuler mot byråns riktlinjer. Volymerna fördubblades när två stora klienter lade ut sina inköp, och byrån kunde inte rekrytera i samma takt.`,
    solution_sv: `En assistent för avtalsgranskning som körs i byråns egen molnmiljö:

- markerar klausuler som avviker från riktlinjerna och hänvisar till exakt stycke;
- föreslår alternativa formuleringar som delägarna har godkänt;
- skriver sina iakttagelser direkt in i dokumenthanteringssystemet, med en logg över varje beslut.`,
    results_sv: `Efter sex månader i daglig användning för leverantörsavtal och sekretessavtal:

- granskningstiden per avtal minskade med 80 %;
- 95 % av högriskklausulerna markerades i blindtester mot delägarnas granskningar;
- byrån klarade den fördubblade volymen utan nyanställningar.`,
    testimonial_sv:
      'Det som övertygade våra delägare var inte hastigheten. Det var att varje markering pekar på meningen och regeln bakom den.',
    testimonial_role_sv: 'Delägare',
    cover: { from: '#1e3a8a', to: '#2dd4bf' },
  },
  {
    title: 'AI Lead Qualification for a B2B Software Company',
    slug: 'ai-lead-qualification-b2b-software',
    client_name: 'Brightwave Software',
    industry: 'Software',
    challenge: `Inbound leads tripled after a successful campaign, but sales development reps could only call back half of them within a day. The best prospects waited as long as the worst.`,
    solution: `We connected an AI scoring and research assistant to the CRM:

- each new lead is enriched with public company data and scored against the ideal customer profile;
- the assistant drafts a personalised first e-mail for the rep to review;
- reps see a daily call list ordered by fit and intent.`,
    results: `Within one quarter:

- qualified leads per rep tripled;
- median response time to top-scored leads fell from 26 hours to 2 hours;
- the sales cycle for inbound deals shortened by 40%.`,
    metrics: [
      { metric: 'Qualified leads per rep', value: '3x' },
      { metric: 'Shorter sales cycle', value: '40%' },
      { metric: 'Response time to top leads', value: '2 h' },
    ],
    metrics_sv: [
      { metric: 'Kvalificerade leads per säljare', value: '3x' },
      { metric: 'Kortare säljcykel', value: '40 %' },
      { metric: 'Svarstid till de bästa leadsen', value: '2 tim' },
    ],
    testimonial:
      'Our reps finally call the right people first. The drafts save time, but the ranking changed the results.',
    testimonial_author: 'Lina Ek',
    testimonial_role: 'VP Sales',
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    created_at: '2025-07-01T09:00:00.000Z',
    title_sv: 'AI-baserad leadkvalificering för ett B2B-mjukvaruföretag',
    industry_sv: 'Mjukvara',
    challenge_sv: `Antalet inkommande leads tredubblades efter en lyckad kampanj, men säljutvecklarna hann bara ringa tillbaka hälften av dem inom ett dygn. De bästa kunderna fick vänta lika länge som de sämsta.`,
    solution_sv: `Vi kopplade en AI-assistent för poängsättning och research till CRM-systemet:

- varje nytt lead berikas med offentliga företagsuppgifter och poängsätts mot den ideala kundprofilen;
- assistenten skriver ett personligt första mejl som säljaren granskar;
- säljarna får en daglig ringlista sorterad efter passform och köpintresse.`,
    results_sv: `Inom ett kvartal:

- tredubblades antalet kvalificerade leads per säljare;
- sjönk mediantiden för svar till de högst rankade leadsen från 26 timmar till 2 timmar;
- kortades säljcykeln för inkommande affärer med 40 %.`,
    testimonial_sv:
      'Våra säljare ringer äntligen rätt personer först. Utkasten sparar tid, men det var rangordningen som förändrade resultaten.',
    testimonial_role_sv: 'Försäljningsdirektör',
    cover: { from: '#0b2545', to: '#38bdf8' },
  },
  {
    title: 'Predictive Maintenance for a Paper Mill',
    slug: 'predictive-maintenance-paper-mill',
    client_name: 'Norrskog Bruk',
    industry: 'Manufacturing',
    challenge: `Unplanned stops on the paper machine cost several hours of production each month. Vibration data was collected but nobody had time to analyse it.`,
    solution: `A pilot that combines vibration and temperature data with maintenance history to predict bearing failures a week ahead.`,
    results: `The pilot is running on one production line. Results will be published after the first full quarter.`,
    metrics: null,
    metrics_sv: null,
    testimonial: null,
    testimonial_author: null,
    testimonial_role: null,
    is_published: false,
    publish_at: null,
    unpublish_at: null,
    created_at: '2025-10-06T09:00:00.000Z',
    title_sv: null,
    industry_sv: null,
    challenge_sv: null,
    solution_sv: null,
    results_sv: null,
    testimonial_sv: null,
    testimonial_role_sv: null,
    cover: { from: '#134e4a', to: '#0ea5e9' },
  },
]);

/** Published posts, newest first (the order the public blog list shows). */
export const PUBLISHED_BLOGS = Object.freeze(
  SEED_BLOGS.filter((blog) => blog.is_published).sort((a, b) => b.published_date.localeCompare(a.published_date)),
);

/** Published case studies, newest first. */
export const PUBLISHED_CASE_STUDIES = Object.freeze(
  SEED_CASE_STUDIES.filter((study) => study.is_published).sort((a, b) => b.created_at.localeCompare(a.created_at)),
);
