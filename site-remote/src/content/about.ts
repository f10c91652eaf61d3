import {
  AutoAwesome as AutoAwesomeIcon,
  Flag as FlagIcon,
  Groups as GroupsIcon,
  Handshake as HandshakeIcon,
  Inventory2 as InventoryIcon,
  Public as PublicIcon,
} from '@app/shared-ui/icons';
import { type Icon, lastSegment, type PrefixOf, type SiteKey } from './keys';
import erikLindgren from './team/erik-lindgren.svg';
import jonasHakansson from './team/jonas-hakansson.svg';
import saraEkstrom from './team/sara-ekstrom.svg';

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

/** The company's journey, from the founding in 2020 to today. */
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
  /**
   * The member's portrait: an image address and the key of its alt text (in both dictionaries).
   * The card shows it as a circle of fixed size, so any picture, square or not, fits without
   * moving the layout.
   */
  photo: { src: string; alt: SiteKey };
}

function member<P extends PrefixOf<SiteKey, 'photoAlt'>>(
  prefix: P,
  color: TeamMember['color'],
  photo: string,
): TeamMember {
  return {
    id: lastSegment(prefix),
    name: `${prefix}.name` as SiteKey,
    role: `${prefix}.role` as SiteKey,
    bio: `${prefix}.bio` as SiteKey,
    color,
    photo: { src: photo, alt: `${prefix}.photoAlt` as SiteKey },
  };
}

/**
 * The team of three. The portraits are illustrated placeholders (team/*.svg); to use real
 * photos, replace the files or import others here and update each photoAlt text.
 */
export const team: readonly TeamMember[] = [
  member('about.team.members.ceo', 'primary', erikLindgren),
  member('about.team.members.cto', 'secondary', saraEkstrom),
  member('about.team.members.consulting', 'primary', jonasHakansson),
];
