import type { TranslatedPairs } from '@app/domain';

/**
 * Save refuses to overwrite a document that changed since the editor opened it (another admin,
 * another tab). The editor then offers to reload the stored version or to overwrite it.
 */
export class EditConflictError<T> extends Error {
  /** The document as stored now; null when it was deleted meanwhile. */
  readonly current: T | null;
  constructor(current: T | null) {
    super('The document changed since it was opened');
    this.name = 'EditConflictError';
    this.current = current;
  }
}

export interface SaveOptions {
  /**
   * The fields Auto-Translate filled in the editor, each with the English and Swedish its
   * translation paired: a Swedish text saved as translated records that English as its source
   * (domain sourcesAfterSave), not the English it is saved beside.
   */
  translated?: TranslatedPairs;
  /** Write even if the stored document no longer matches the one the editor loaded. */
  overwrite?: boolean;
  /** The save restores this earlier version (recorded in the new version). */
  restoredFrom?: number;
  /**
   * The editor said so: the slug may be taken although it still redirects to another document
   * (its old address); the redirect is removed and the address shows this document.
   */
  takeOverRedirect?: boolean;
}
