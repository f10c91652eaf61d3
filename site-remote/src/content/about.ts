import {
  AutoAwesome as AutoAwesomeIcon,
  Flag as FlagIcon,
  Groups as GroupsIcon,
  Handshake as HandshakeIcon,
  Inventory2 as InventoryIcon,
  Public as PublicIcon,
} from '@app/shared-ui/icons';
import { type Icon, lastSegment, type PrefixOf, type SiteKey } from './keys';
export interface TimelineEntry {
  id: string;
  year: SiteKey;
  event: SiteKey;
  desc: SiteKey;
  icon: Icon;
}

function entry<P extends PrefixOf<SiteKey, 'event'>>(prefix: P, icon: Icon): TimelineEntry {
  return {
    id: lastSegment(prefix),
    icon,
    year: `${prefix}.year` as SiteKey,
    event: `${prefix}.event` as SiteKey,
    desc: `${prefix}.desc` as SiteKey,
  };
}

/** The company's journey, specification §2 (About). */
export const journey: readonly TimelineEntry[] = [
  entry('about.journey.founding', FlagIcon),
  entry('about.journey.firstCustomers', GroupsIcon),
  entry('about.journey.productSuite', InventoryIcon),
  entry('about.journey.proofInAction', HandshakeIcon),
  entry('about.journey.suiteEra', AutoAwesomeIcon),
  entry('about.journey.today', PublicIcon),
];

export interface TeamMember {
  id: string;
  name: SiteKey;
  role: SiteKey;
  bio: SiteKey;
  color: 'primary' | 'secondary';
}

function member<P extends PrefixOf<SiteKey, 'bio'>>(prefix: P, color: TeamMember['color']): TeamMember {
  return {
    id: lastSegment(prefix),
    name: `${prefix}.name` as SiteKey,
    role: `${prefix}.role` as SiteKey,
    bio: `${prefix}.bio` as SiteKey,
    color,
  };
}

/** The team of three (specification §9). */
export const team: readonly TeamMember[] = [
  member('about.team.members.ceo', 'primary'),
  member('about.team.members.cto', 'secondary'),
  member('about.team.members.consulting', 'primary'),
];
