import { PRODUCT_CATEGORY_IDS, type ProductCategoryId } from '@app/domain';
import {
  AccountBalance as AccountBalanceIcon,
  AutoGraph as AutoGraphIcon,
  Bolt as BoltIcon,
  Cable as CableIcon,
  Campaign as CampaignIcon,
  EmojiEvents as EmojiEventsIcon,
  Gavel as GavelIcon,
  Groups as GroupsIcon,
  Leaderboard as LeaderboardIcon,
  Policy as PolicyIcon,
  PrecisionManufacturing as PrecisionManufacturingIcon,
  Savings as SavingsIcon,
  Search as SearchIcon,
  Security as SecurityIcon,
  Speed as SpeedIcon,
  TaskAlt as TaskAltIcon,
  ThumbUp as ThumbUpIcon,
  Timer as TimerIcon,
  TrendingUp as TrendingUpIcon,
} from '@app/shared-ui/icons';
import { externalProductLinks } from './externalLinks';
import {
  type Four,
  type Icon,
  type KeysUnder,
  keyUnder,
  lastSegment,
  type PrefixOf,
  type SiteKey,
  type TextPair,
  textPair,
} from './keys';

// The five product lines, in the order the site lists them: part of the routes list in
// @app/domain, which the sitemap is built from too.
export { PRODUCT_CATEGORY_IDS };

function isProductCategoryId(value: string | undefined): value is ProductCategoryId {
  return (PRODUCT_CATEGORY_IDS as readonly (string | undefined)[]).includes(value);
}

/** A button on a category page: every one leads to /contact, View Case Studies on Marketing included. */
interface CategoryLink {
  label: SiteKey;
  to: string;
}

interface ResultTile {
  id: string;
  icon: Icon;
  value: SiteKey;
  label: SiteKey;
  description: SiteKey;
}

export interface ProductEntry {
  id: string;
  name: SiteKey;
  description: SiteKey;
  features: Four<SiteKey>;
  /** Partner site opened in a new tab, for the products that have one. */
  externalUrl?: string;
}

export interface ProductCategory {
  id: ProductCategoryId;
  path: `/products/${ProductCategoryId}`;
  icon: Icon;
  color: 'primary' | 'secondary';
  cardTitle: SiteKey;
  cardDescription: SiteKey;
  meta: { title: SiteKey; description: SiteKey; keywords: SiteKey };
  hero: {
    eyebrow: SiteKey;
    title: SiteKey;
    subtitle: SiteKey;
    description: SiteKey;
    primary: CategoryLink;
    secondary: CategoryLink;
  };
  results: Four<ResultTile>;
  products: readonly ProductEntry[];
  closing: { title: SiteKey; text: SiteKey; action: CategoryLink };
}

const CONTACT = '/contact';

function tile<P extends PrefixOf<SiteKey, 'value'>>(prefix: P, icon: Icon): ResultTile {
  return {
    id: lastSegment(prefix),
    icon,
    value: `${prefix}.value` as SiteKey,
    label: `${prefix}.label` as SiteKey,
    description: `${prefix}.description` as SiteKey,
  };
}

function product<P extends PrefixOf<SiteKey, 'name'>>(
  prefix: P,
  features: Four<KeysUnder<`${P}.features`>>,
  externalUrl?: string,
): ProductEntry {
  const featureKey = (name: string) => `${prefix}.features.${name}` as SiteKey;
  return {
    id: lastSegment(prefix),
    name: `${prefix}.name` as SiteKey,
    description: `${prefix}.description` as SiteKey,
    features: [featureKey(features[0]), featureKey(features[1]), featureKey(features[2]), featureKey(features[3])],
    ...(externalUrl ? { externalUrl } : {}),
  };
}

/** The parts every category shares, from its dictionary section `products.categories.{id}`. */
function common(id: ProductCategoryId) {
  const base = `products.categories.${id}` as const;
  return {
    id,
    path: `/products/${id}` as const,
    cardTitle: keyUnder(base, 'cardTitle'),
    cardDescription: keyUnder(base, 'cardDescription'),
    meta: {
      title: keyUnder(base, 'meta.title'),
      description: keyUnder(base, 'meta.description'),
      keywords: keyUnder(base, 'meta.keywords'),
    },
    hero: {
      eyebrow: keyUnder(base, 'hero.eyebrow'),
      title: keyUnder(base, 'hero.title'),
      subtitle: keyUnder(base, 'hero.subtitle'),
      description: keyUnder(base, 'hero.description'),
      primary: { label: keyUnder(base, 'hero.primary'), to: CONTACT },
    },
    closing: {
      title: keyUnder(base, 'closing.title'),
      text: keyUnder(base, 'closing.text'),
      action: { label: keyUnder(base, 'closing.button'), to: CONTACT },
    },
  };
}

function withSecondary(
  shared: ReturnType<typeof common>,
  secondary: CategoryLink,
): Pick<ProductCategory, 'hero' | 'closing'> {
  return { hero: { ...shared.hero, secondary }, closing: shared.closing };
}

const sales = common('sales');
const marketing = common('marketing');
const legal = common('legal');
const finance = common('finance');
const operations = common('operations');

export const productCategories: readonly ProductCategory[] = [
  {
    ...sales,
    ...withSecondary(sales, { label: 'products.categories.sales.hero.secondary', to: CONTACT }),
    icon: TrendingUpIcon,
    color: 'primary',
    results: [
      tile('products.categories.sales.results.conversion', TrendingUpIcon),
      tile('products.categories.sales.results.leads', GroupsIcon),
      tile('products.categories.sales.results.cycle', SpeedIcon),
      tile('products.categories.sales.results.roi', SavingsIcon),
    ],
    products: [
      product('products.categories.sales.items.leadScoring', ['predictive', 'routing', 'signals', 'reports']),
      product('products.categories.sales.items.emailAssistant', ['drafts', 'sequences', 'replies', 'logging']),
      product('products.categories.sales.items.conversationIntelligence', [
        'summaries',
        'objections',
        'coaching',
        'actions',
      ]),
      product('products.categories.sales.items.pipelineForecasting', ['probability', 'forecast', 'risk', 'scenarios']),
      product('products.categories.sales.items.crmCopilot', ['enrichment', 'duplicates', 'notes', 'search']),
    ],
  },
  {
    ...marketing,
    ...withSecondary(marketing, { label: 'products.categories.marketing.hero.secondary', to: CONTACT }),
    icon: CampaignIcon,
    color: 'secondary',
    results: [
      tile('products.categories.marketing.results.content', AutoGraphIcon),
      tile('products.categories.marketing.results.targeting', SearchIcon),
      tile('products.categories.marketing.results.engagement', ThumbUpIcon),
      tile('products.categories.marketing.results.roi', SavingsIcon),
    ],
    products: [
      product('products.categories.marketing.items.contentStudio', ['voice', 'languages', 'seo', 'approval']),
      product('products.categories.marketing.items.segmentation', ['behaviour', 'lookalike', 'churn', 'sync']),
      product('products.categories.marketing.items.campaignOptimizer', ['testing', 'budget', 'timing', 'reporting']),
      product('products.categories.marketing.items.socialAssistant', ['calendar', 'drafts', 'analytics', 'monitoring']),
      product('products.categories.marketing.items.analyticsHub', ['dashboard', 'attribution', 'insights', 'reports']),
    ],
  },
  {
    ...legal,
    ...withSecondary(legal, { label: 'products.categories.legal.hero.secondary', to: CONTACT }),
    icon: GavelIcon,
    color: 'primary',
    results: [
      tile('products.categories.legal.results.review', TimerIcon),
      tile('products.categories.legal.results.risk', SecurityIcon),
      tile('products.categories.legal.results.compliance', PolicyIcon),
      tile('products.categories.legal.results.cost', SavingsIcon),
    ],
    products: [
      product('products.categories.legal.items.contractReview', ['extraction', 'scoring', 'playbook', 'redlines']),
      product('products.categories.legal.items.complianceMonitor', ['alerts', 'gaps', 'audit', 'dashboard']),
      product('products.categories.legal.items.research', ['sources', 'search', 'summaries', 'confidential']),
      product('products.categories.legal.items.documentAutomation', [
        'templates',
        'questionnaires',
        'versions',
        'signing',
      ]),
      product('products.categories.legal.items.riskAssessment', ['scan', 'obligations', 'renewals', 'reports']),
    ],
  },
  {
    ...finance,
    ...withSecondary(finance, { label: 'products.categories.finance.hero.secondary', to: CONTACT }),
    icon: AccountBalanceIcon,
    color: 'secondary',
    results: [
      tile('products.categories.finance.results.accuracy', LeaderboardIcon),
      tile('products.categories.finance.results.time', TimerIcon),
      tile('products.categories.finance.results.errors', TaskAltIcon),
      tile('products.categories.finance.results.cost', SavingsIcon),
    ],
    products: [
      product('products.categories.finance.items.cashFlow', ['rolling', 'scenarios', 'warnings', 'integration']),
      product('products.categories.finance.items.invoiceProcessing', ['capture', 'coding', 'matching', 'approval']),
      product('products.categories.finance.items.expenses', ['receipts', 'categories', 'policy', 'analytics']),
      product('products.categories.finance.items.reporting', ['monthEnd', 'variances', 'board', 'kpis']),
      product('products.categories.finance.items.anomalyDetection', ['realtime', 'duplicates', 'alerts', 'logs']),
    ],
  },
  {
    ...operations,
    ...withSecondary(operations, { label: 'products.categories.operations.hero.secondary', to: CONTACT }),
    icon: PrecisionManufacturingIcon,
    color: 'primary',
    results: [
      tile('products.categories.operations.results.workflows', SpeedIcon),
      tile('products.categories.operations.results.efficiency', EmojiEventsIcon),
      tile('products.categories.operations.results.downtime', BoltIcon),
      tile('products.categories.operations.results.cost', SavingsIcon),
    ],
    products: [
      product(
        'products.categories.operations.items.talentManagement',
        ['screening', 'skills', 'onboarding', 'retention'],
        externalProductLinks.talentManagement,
      ),
      product(
        'products.categories.operations.items.truckingTms',
        ['routes', 'dispatch', 'tracking', 'documents'],
        externalProductLinks.truckingTms,
      ),
      product('products.categories.operations.items.smartThermostat', ['occupancy', 'weather', 'reports', 'remote']),
      product('products.categories.operations.items.workflowHub', ['builder', 'maintenance', 'routing', 'analytics']),
    ],
  },
];

export function findProductCategory(id: string | undefined): ProductCategory | undefined {
  return isProductCategoryId(id) ? productCategories.find((category) => category.id === id) : undefined;
}

export interface HowItWorksStep extends TextPair {
  id: string;
  icon: Icon;
}

/** Products landing: Discover, Integrate, Optimize. */
export const howItWorks: readonly HowItWorksStep[] = [
  { id: 'discover', icon: SearchIcon, ...textPair('products.howItWorks.discover') },
  { id: 'integrate', icon: CableIcon, ...textPair('products.howItWorks.integrate') },
  { id: 'optimize', icon: AutoGraphIcon, ...textPair('products.howItWorks.optimize') },
];
