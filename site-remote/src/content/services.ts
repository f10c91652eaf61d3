import { SERVICE_IDS, type ServiceId } from '@app/domain';
import {
  AccountTree as AccountTreeIcon,
  Api as ApiIcon,
  Architecture as ArchitectureIcon,
  AutoMode as AutoModeIcon,
  Autorenew as AutorenewIcon,
  Build as BuildIcon,
  CloudDone as CloudDoneIcon,
  Description as DescriptionIcon,
  DesignServices as DesignServicesIcon,
  EditNote as EditNoteIcon,
  FactCheck as FactCheckIcon,
  Groups as GroupsIcon,
  Hub as HubIcon,
  Insights as InsightsIcon,
  IntegrationInstructions as IntegrationInstructionsIcon,
  Lightbulb as LightbulbIcon,
  Lock as LockIcon,
  ManageSearch as ManageSearchIcon,
  Map as MapIcon,
  MonitorHeart as MonitorHeartIcon,
  Psychology as PsychologyIcon,
  QueryStats as QueryStatsIcon,
  RocketLaunch as RocketLaunchIcon,
  School as SchoolIcon,
  Search as SearchIcon,
  Shield as ShieldIcon,
  SmartToy as SmartToyIcon,
  Storage as StorageIcon,
  SupportAgent as SupportAgentIcon,
  TrendingUp as TrendingUpIcon,
  Tune as TuneIcon,
  VerifiedUser as VerifiedUserIcon,
  Work as WorkIcon,
} from '@app/shared-ui/icons';
import { type Four, type Icon, lastSegment, type SiteKey, type TextPair, type TitledPrefix, textPair } from './keys';

// The four services, in the order the site lists them: part of the routes list in @app/domain,
// which the sitemap is built from too.
export { SERVICE_IDS };

function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}

interface IconText extends TextPair {
  id: string;
  icon: Icon;
}

export interface ServiceContent {
  id: ServiceId;
  path: `/services/${ServiceId}`;
  icon: Icon;
  color: 'primary' | 'secondary';
  title: SiteKey;
  subtitle: SiteKey;
  /** One sentence for cards on the home and services pages. */
  summary: SiteKey;
  description: SiteKey;
  metaDescription: SiteKey;
  keywords: SiteKey;
  steps: Four<IconText>;
  features: Four<IconText>;
}

function item<P extends TitledPrefix>(prefix: P, icon: Icon): IconText {
  return { id: lastSegment(prefix), icon, ...textPair(prefix) };
}

export const services: readonly ServiceContent[] = [
  {
    id: 'ai-strategy',
    path: '/services/ai-strategy',
    icon: PsychologyIcon,
    color: 'primary',
    title: 'services.items.aiStrategy.title',
    subtitle: 'services.items.aiStrategy.subtitle',
    summary: 'services.items.aiStrategy.summary',
    description: 'services.items.aiStrategy.description',
    metaDescription: 'services.items.aiStrategy.metaDescription',
    keywords: 'services.items.aiStrategy.keywords',
    steps: [
      item('services.items.aiStrategy.steps.discovery', GroupsIcon),
      item('services.items.aiStrategy.steps.assessment', ManageSearchIcon),
      item('services.items.aiStrategy.steps.roadmap', MapIcon),
      item('services.items.aiStrategy.steps.pilot', RocketLaunchIcon),
    ],
    features: [
      item('services.items.aiStrategy.features.readiness', InsightsIcon),
      item('services.items.aiStrategy.features.useCases', LightbulbIcon),
      item('services.items.aiStrategy.features.businessCase', TrendingUpIcon),
      item('services.items.aiStrategy.features.governance', VerifiedUserIcon),
    ],
  },
  {
    id: 'process-automation',
    path: '/services/process-automation',
    icon: AutoModeIcon,
    color: 'secondary',
    title: 'services.items.processAutomation.title',
    subtitle: 'services.items.processAutomation.subtitle',
    summary: 'services.items.processAutomation.summary',
    description: 'services.items.processAutomation.description',
    metaDescription: 'services.items.processAutomation.metaDescription',
    keywords: 'services.items.processAutomation.keywords',
    steps: [
      item('services.items.processAutomation.steps.mapping', AccountTreeIcon),
      item('services.items.processAutomation.steps.design', DesignServicesIcon),
      item('services.items.processAutomation.steps.build', BuildIcon),
      item('services.items.processAutomation.steps.improve', AutorenewIcon),
    ],
    features: [
      item('services.items.processAutomation.features.workflows', AccountTreeIcon),
      item('services.items.processAutomation.features.documents', DescriptionIcon),
      item('services.items.processAutomation.features.assistants', SmartToyIcon),
      item('services.items.processAutomation.features.monitoring', QueryStatsIcon),
    ],
  },
  {
    id: 'upskill-workshops',
    path: '/services/upskill-workshops',
    icon: SchoolIcon,
    color: 'primary',
    title: 'services.items.upskillWorkshops.title',
    subtitle: 'services.items.upskillWorkshops.subtitle',
    summary: 'services.items.upskillWorkshops.summary',
    description: 'services.items.upskillWorkshops.description',
    metaDescription: 'services.items.upskillWorkshops.metaDescription',
    keywords: 'services.items.upskillWorkshops.keywords',
    steps: [
      item('services.items.upskillWorkshops.steps.assessment', FactCheckIcon),
      item('services.items.upskillWorkshops.steps.programme', TuneIcon),
      item('services.items.upskillWorkshops.steps.workshops', GroupsIcon),
      item('services.items.upskillWorkshops.steps.coaching', SupportAgentIcon),
    ],
    features: [
      item('services.items.upskillWorkshops.features.prompting', EditNoteIcon),
      item('services.items.upskillWorkshops.features.everydayTools', WorkIcon),
      item('services.items.upskillWorkshops.features.agents', SmartToyIcon),
      item('services.items.upskillWorkshops.features.responsibleUse', ShieldIcon),
    ],
  },
  {
    id: 'ai-integration',
    path: '/services/ai-integration',
    icon: HubIcon,
    color: 'secondary',
    title: 'services.items.aiIntegration.title',
    subtitle: 'services.items.aiIntegration.subtitle',
    summary: 'services.items.aiIntegration.summary',
    description: 'services.items.aiIntegration.description',
    metaDescription: 'services.items.aiIntegration.metaDescription',
    keywords: 'services.items.aiIntegration.keywords',
    steps: [
      item('services.items.aiIntegration.steps.assessment', SearchIcon),
      item('services.items.aiIntegration.steps.architecture', ArchitectureIcon),
      item('services.items.aiIntegration.steps.integration', IntegrationInstructionsIcon),
      item('services.items.aiIntegration.steps.support', CloudDoneIcon),
    ],
    features: [
      item('services.items.aiIntegration.features.apis', ApiIcon),
      item('services.items.aiIntegration.features.ownData', StorageIcon),
      item('services.items.aiIntegration.features.security', LockIcon),
      item('services.items.aiIntegration.features.operations', MonitorHeartIcon),
    ],
  },
];

export function findService(id: string | undefined): ServiceContent | undefined {
  return isServiceId(id) ? services.find((service) => service.id === id) : undefined;
}
