import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApiIcon from '@mui/icons-material/Api';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BuildIcon from '@mui/icons-material/Build';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import DescriptionIcon from '@mui/icons-material/Description';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LockIcon from '@mui/icons-material/Lock';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MapIcon from '@mui/icons-material/Map';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PsychologyIcon from '@mui/icons-material/Psychology';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/Shield';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorageIcon from '@mui/icons-material/Storage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';
import { type Four, type Icon, lastSegment, type SiteKey, type TextPair, type TitledPrefix, textPair } from './keys';

/** The four services of specification §1, in the order the site lists them. */
export const SERVICE_IDS = ['ai-strategy', 'process-automation', 'upskill-workshops', 'ai-integration'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}

export interface IconText extends TextPair {
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
