/**
 * Many posts for measuring the product at size (`pnpm start --posts 1000`, `node scripts/seed/seed.mjs
 * --posts 1000`, and `--case-studies N`). The seed then writes the lists' indexes whole from every
 * stored post and story, as `pnpm content:reindex` does (scripts/content/reindex.ts).
 */
import { BLOG_CATEGORIES } from './content.mjs';

/** @type {readonly (readonly [string, string])[]} */
const TOPICS = [
  ['Document automation', 'Dokumentautomation'],
  ['Customer service copilots', 'Kundtjänstcopiloter'],
  ['Forecasting demand', 'Efterfrågeprognoser'],
  ['Data readiness', 'Datamognad'],
  ['Model monitoring', 'Modellövervakning'],
  ['Procurement with AI', 'Inköp med AI'],
  ['Knowledge search', 'Kunskapssökning'],
  ['AI governance', 'AI-styrning'],
];
const AUTHORS = ['Anna Lindqvist', 'Erik Johansson', 'Sara Nilsson', 'Johan Berg'];

/**
 * The `i`th of `list` in turn: past its end, from its start again.
 * @template T
 * @param {readonly T[]} list not empty
 * @param {number} i
 * @returns {T}
 */
function inTurn(list, i) {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('inTurn: an empty list');
  return item;
}

/**
 * A generated item's publication and cover: published now, with the `i`th of `covers` in turn
 * (none without covers) and no alt text of its own.
 * @param {readonly (string | null)[]} covers
 * @param {number} i
 */
function publishedWithCover(covers, i) {
  return {
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    image_url: covers.length ? (covers[i % covers.length] ?? null) : null,
    image_alt: null,
    image_alt_sv: null,
  };
}

/** 'YYYY-MM-DD' `days` before 2026-01-01. @param {number} days */
function dateBefore(days) {
  return new Date(Date.UTC(2026, 0, 1) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` generated published posts, newest first from 2026-01-01 back one a day, in both
 * languages, with covers taken in turn from `covers` (the demo posts' images; null for none).
 * @param {number} count
 * @param {readonly (string | null)[]} covers
 */
export function generatedPosts(count, covers = []) {
  const categories = Object.entries(BLOG_CATEGORIES);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const [topic, topicSv] = inTurn(TOPICS, i);
    const [category, categorySv] = inTurn(categories, i);
    const paragraph = `${topic} in practice, part ${n}: what we measured, what we changed and what we would do again. `;
    return {
      id: `generated-${n}`,
      slug: `generated-${n}`,
      title: `${topic}: field notes ${n}`,
      title_sv: `${topicSv}: fältanteckningar ${n}`,
      excerpt: `Lessons from project ${n} on ${topic.toLowerCase()}: the baseline, the pilot, the numbers after three months and what the team kept doing.`,
      excerpt_sv: `Lärdomar från projekt ${n} om ${topicSv.toLowerCase()}: utgångsläget, piloten, siffrorna efter tre månader och vad teamet fortsatte med.`,
      content: `## Part ${n}\n\n${paragraph.repeat(20)}`,
      content_sv: `## Del ${n}\n\n${paragraph.repeat(20)}`,
      category,
      category_sv: categorySv,
      author: inTurn(AUTHORS, i),
      published_date: dateBefore(i + 1),
      ...publishedWithCover(covers, i),
      seo_title: null,
      seo_title_sv: null,
      seo_description: null,
      seo_description_sv: null,
    };
  });
}

/** @type {readonly (readonly [string, string, string, string])[]} */
const INDUSTRIES = [
  ['Logistics', 'Logistik', 'routes for the fleet', 'rutterna för fordonsflottan'],
  ['Manufacturing', 'Tillverkning', 'quality checks on the line', 'kvalitetskontrollerna vid linan'],
  ['Retail', 'Handel', 'replenishment of the stores', 'påfyllningen av butikerna'],
  ['Finance', 'Finans', 'invoice matching', 'fakturamatchningen'],
  ['Healthcare', 'Vård', 'scheduling of the clinics', 'schemaläggningen av mottagningarna'],
];
const CLIENTS = ['Nordvik', 'Älvdal', 'Sjöberg', 'Fjällström', 'Granholm', 'Kustlinje', 'Björkö', 'Ekelund'];

/**
 * `count` generated published case studies, newest first from 2025-01-01 back one a day (older than
 * the demo's), each as long as a demo story in both languages (title, industry, challenge, solution,
 * results as markdown, three metrics, a testimonial), with covers taken in turn from `covers`.
 * @param {number} count
 * @param {readonly (string | null)[]} covers
 */
export function generatedCaseStudies(count, covers = []) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const [industry, industrySv, work, workSv] = inTurn(INDUSTRIES, i);
    const client = `${inTurn(CLIENTS, i)} AB ${n}`;
    const saved = 20 + (n % 60);
    const faster = 2 + (n % 5);
    return {
      id: `generated-case-${n}`,
      slug: `generated-case-${n}`,
      title: `Faster ${work} with AI (project ${n})`,
      title_sv: `Snabbare ${workSv} med AI (projekt ${n})`,
      client_name: client,
      industry,
      industry_sv: industrySv,
      challenge: `A team of six handled the ${work} by hand, in spreadsheets and e-mail. Every week **${saved * 10} cases** waited more than two days, and the backlog grew each quarter while the team spent its time copying data between systems.`,
      challenge_sv: `Ett team på sex personer skötte ${workSv} för hand, i kalkylblad och e-post. Varje vecka väntade **${saved * 10} ärenden** mer än två dagar, och kön växte för varje kvartal medan teamet lade sin tid på att kopiera data mellan system.`,
      solution: `We built an assistant inside the system the team already used:\n\n- a model that drafts each case from the incoming documents;\n- plain-language reasons for every suggestion, so the team can check it;\n- a feedback loop in which the team's corrections improve the next draft.`,
      solution_sv: `Vi byggde en assistent i det system teamet redan använde:\n\n- en modell som tar fram ett utkast till varje ärende ur de inkommande dokumenten;\n- förklaringar på begriplig svenska till varje förslag, så att teamet kan pröva det;\n- en återkopplingsslinga där teamets rättelser förbättrar nästa utkast.`,
      results: `Within three months the team worked from drafts instead of blank forms.\n\n- Handling time fell by ${saved}%.\n- Cases are closed **${faster}x faster** than before.\n- No case waits more than a day.`,
      results_sv: `Inom tre månader arbetade teamet utifrån utkast i stället för tomma formulär.\n\n- Handläggningstiden minskade med ${saved} %.\n- Ärenden avslutas **${faster} gånger snabbare** än förut.\n- Inget ärende väntar mer än en dag.`,
      metrics: [
        { metric: 'Less handling time', value: `${saved}%` },
        { metric: 'Faster closing', value: `${faster}x` },
        { metric: 'Longest wait', value: '1 day' },
      ],
      metrics_sv: [
        { metric: 'Kortare handläggning', value: `${saved} %` },
        { metric: 'Snabbare avslut', value: `${faster}x` },
        { metric: 'Längsta väntan', value: '1 dag' },
      ],
      testimonial: `The assistant does the first draft of every case. My team now spends its time on the customers who need us, not on copying data.`,
      testimonial_sv: `Assistenten gör det första utkastet till varje ärende. Mitt team lägger nu sin tid på kunderna som behöver oss, inte på att kopiera data.`,
      testimonial_author: inTurn(AUTHORS, i),
      testimonial_role: 'Head of Operations',
      testimonial_role_sv: 'Verksamhetschef',
      ...publishedWithCover(covers, i),
      created_at: new Date(Date.UTC(2025, 0, 1) - n * 86_400_000),
    };
  });
}
