import { type KeysUnder, keyUnder, type SiteKey, type SiteListKey } from './keys';

export interface PrivacySection {
  id: string;
  title: SiteKey;
  /** Paragraphs before the list. */
  paragraphs: SiteListKey;
  list: SiteListKey;
  /** Paragraphs after the list. */
  after: SiteListKey;
  /** Extra element rendered at the end of the section. */
  extra?: 'dpoContact' | 'complaintLink';
}

type SectionId = KeysUnder<'privacy.sections'> extends `${infer Id}.title` ? Id : never;

function section(id: SectionId, extra?: PrivacySection['extra']): PrivacySection {
  const base = `privacy.sections.${id}` as const;
  return {
    id,
    title: keyUnder(base, 'title'),
    paragraphs: `${base}.paragraphs` as SiteListKey,
    list: `${base}.list` as SiteListKey,
    after: `${base}.after` as SiteListKey,
    ...(extra ? { extra } : {}),
  };
}

/** The eleven sections of the privacy notice, in order. */
export const privacySections: readonly PrivacySection[] = [
  section('principles'),
  section('dataCollected'),
  section('howCollected'),
  section('usesAndBases'),
  section('sharing'),
  section('security'),
  section('retention'),
  section('rights', 'complaintLink'),
  section('automatedDecisions'),
  section('contact', 'dpoContact'),
  section('updates'),
];

/** The notice was last updated on 24 September 2025. */
export const PRIVACY_LAST_UPDATED = '2025-09-24';
