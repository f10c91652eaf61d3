/**
 * The fake model's "translation": deterministic, markdown-aware, good enough to see that text
 * went through a translator and that structure survived. Each line of prose keeps its markdown
 * prefix (heading marks, list bullets, quote marks, table pipes), gets a language marker such as
 * `[sv] ` and has the words of a small dictionary swapped. Code (fenced or inline), link
 * addresses, URLs and `%%MD0%%`-style placeholders are copied unchanged.
 */

/** @type {Record<string, string>} English → Swedish; Swedish → English is the reverse. */
const DICTIONARY = {
  hello: 'hej',
  world: 'världen',
  introduction: 'introduktion',
  benefits: 'fördelar',
  results: 'resultat',
  result: 'resultat',
  summary: 'sammanfattning',
  read: 'läs',
  more: 'mer',
  our: 'vår',
  example: 'exempel',
  name: 'namn',
  value: 'värde',
  and: 'och',
  with: 'med',
  for: 'för',
  small: 'små',
  companies: 'företag',
  company: 'företaget',
  business: 'verksamhet',
  automation: 'automatisering',
  sales: 'försäljning',
  increase: 'ökning',
  increased: 'ökade',
  customer: 'kund',
  customers: 'kunder',
  time: 'tid',
  saved: 'sparad',
  cost: 'kostnad',
  faster: 'snabbare',
  better: 'bättre',
  step: 'steg',
  first: 'första',
  second: 'andra',
  third: 'tredje',
  blog: 'blogg',
  strategy: 'strategi',
  insights: 'insikter',
  industry: 'bransch',
  product: 'produkt',
  updates: 'uppdateringar',
  code: 'kod',
  table: 'tabell',
  list: 'lista',
  link: 'länk',
  guide: 'guide',
  how: 'hur',
  why: 'varför',
  what: 'vad',
  is: 'är',
  this: 'detta',
  post: 'inlägg',
  tools: 'verktyg',
  work: 'arbete',
  challenge: 'utmaning',
  solution: 'lösning',
  great: 'fantastiskt',
  team: 'team',
  finance: 'finans',
  retail: 'handel',
  manual: 'manuellt',
  invoicing: 'fakturering',
  week: 'vecka',
  weeks: 'veckor',
  hours: 'timmar',
  shorter: 'kortare',
  cycle: 'cykel',
  reduction: 'minskning',
  less: 'mindre',
  planning: 'planering',
};

const REVERSE = Object.fromEntries(
  Object.entries(DICTIONARY)
    .map(([en, sv]) => [sv, en])
    .reverse(),
);

/** Parts of a line that are never translated. */
const PROTECTED =
  /(%%MD\d+%%|`+[^`]*`+|\]\([^)]*\)|<(?:https?|mailto):[^>]*>|\bhttps?:\/\/\S+|\[\[fake-llm:[a-z-]+\]\])/;

/**
 * @param {string} word
 * @param {'en' | 'sv'} target
 */
function translateWord(word, target) {
  const table = target === 'sv' ? DICTIONARY : REVERSE;
  const translated = table[word.toLowerCase()];
  if (!translated) return word;
  if (word === word.toUpperCase() && word.length > 1) return translated.toUpperCase();
  if (word[0] === word[0]?.toUpperCase()) return translated[0]?.toUpperCase() + translated.slice(1);
  return translated;
}

/**
 * @param {string} text
 * @param {'en' | 'sv'} target
 */
function translateProse(text, target) {
  return text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\p{L}+/gu, (word) => translateWord(word, target))))
    .join('');
}

/**
 * @param {string} text
 */
function hasProse(text) {
  return /\p{L}/u.test(
    text
      .split(PROTECTED)
      .filter((_, index) => index % 2 === 0)
      .join(''),
  );
}

/**
 * @param {string} content
 * @param {'en' | 'sv'} target
 */
function translateCell(content, target) {
  const [, leading = '', core = '', trailing = ''] = /^(\s*)(.*?)(\s*)$/.exec(content) ?? [];
  return hasProse(core) ? `${leading}[${target}] ${translateProse(core, target)}${trailing}` : content;
}

const LINE_PREFIX = /^(\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)*)(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * @param {string} text the markdown (or plain text) to translate
 * @param {'en' | 'sv'} target
 * @returns {string}
 */
export function fakeTranslate(text, target) {
  /** @type {string | null} */
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
        return line;
      }
      if (fenceMark) {
        fence = fenceMark;
        return line;
      }
      if (!line.trim() || TABLE_SEPARATOR.test(line)) return line;
      if (/^\s*\|.*\|\s*$/.test(line)) {
        const cells = line.split('|');
        return cells
          .map((cell, index) => (index === 0 || index === cells.length - 1 ? cell : translateCell(cell, target)))
          .join('|');
      }
      const [, prefix = '', rest = ''] = LINE_PREFIX.exec(line) ?? [];
      return hasProse(rest) ? `${prefix}[${target}] ${translateProse(rest, target)}` : line;
    })
    .join('\n');
}
