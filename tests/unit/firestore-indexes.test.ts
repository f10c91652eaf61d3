/**
 * What the Firestore emulator does not check: that a query has an index in production. A field is
 * indexed on its own unless firestore.indexes.json exempts it, or a map it is in (a map's
 * exemption holds for its subfields, unless a subfield has one of its own). A query on a field
 * without an index fails in production ("The query requires an index") and passes in every test.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: string; arrayConfig?: string; queryScope?: string }[];
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string }[];
}

const { fieldOverrides, indexes } = JSON.parse(
  fs.readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as { fieldOverrides: FieldOverride[]; indexes: CompositeIndex[] };

/** Whether a composite index of `collectionGroup` has exactly `fields` (path and order), in that order. */
function hasCompositeIndex(collectionGroup: string, fields: CompositeIndex['fields']): boolean {
  return indexes.some(
    (index) =>
      index.collectionGroup === collectionGroup &&
      JSON.stringify(index.fields.map(({ fieldPath, order }) => ({ fieldPath, order }))) === JSON.stringify(fields),
  );
}

/** Whether an equality (or `in`) query on `fieldPath` of `collectionGroup` has an index. */
function hasEqualityIndex(collectionGroup: string, fieldPath: string): boolean {
  // The override of the field itself, else of the nearest map it is in.
  const override = fieldOverrides
    .filter((field) => field.collectionGroup === collectionGroup)
    .filter((field) => fieldPath === field.fieldPath || fieldPath.startsWith(`${field.fieldPath}.`))
    .sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
  if (!override) return true;
  return override.indexes.some(
    (index) => index.order !== undefined && (index.queryScope ?? 'COLLECTION') === 'COLLECTION',
  );
}

describe('firestore.indexes.json', () => {
  it("indexes every field a person's leads are found by (the inbox's search and eraseLeads)", () => {
    // admin-remote/src/data/leads.ts findLeadsByEmail and functions/src/leads/erase.ts leadsOf.
    for (const field of ['email_key', 'payload.email']) {
      expect(hasEqualityIndex('leads', field), field).toBe(true);
    }
  });

  it('indexes the audit log entries of an item (who asked for a draft to be reviewed: admin-remote/src/data/reviewAsks.ts)', () => {
    for (const field of ['target.collection', 'target.id']) {
      expect(hasEqualityIndex('audit_log', field), field).toBe(true);
    }
  });

  it('keeps the rest of what a lead says unindexed (the message, the names)', () => {
    for (const field of ['payload.message', 'payload.firstName', 'payload.lastName', 'payload.company']) {
      expect(hasEqualityIndex('leads', field), field).toBe(false);
    }
  });

  it('lets Firestore delete a preview link once it has expired (TTL on expires_at)', () => {
    // An expired link opens nothing and the console lists only working ones, yet each item's list
    // read every link ever made for it, and each kept its maker's e-mail address.
    const override = fieldOverrides.find(
      (field) => field.collectionGroup === 'preview_links' && field.fieldPath === 'expires_at',
    );
    expect(override?.ttl).toBe(true);
  });

  it("indexes the published case studies newest first by creation and by change (the sitemap's date of their list)", () => {
    // functions/src/seo/functions.ts newestLiveCaseStudy: is_published == true, then ordered by the field.
    for (const field of ['created_at', 'updated_at']) {
      const fields = [
        { fieldPath: 'is_published', order: 'ASCENDING' },
        { fieldPath: field, order: 'DESCENDING' },
      ];
      expect(hasCompositeIndex('case_studies', fields), field).toBe(true);
    }
  });

  it("indexes the inbox's Failed and Retrying filters: a lead whose own delivery, unsubscribe notice or unsubscribe address failed (or is retried), by kind too", () => {
    // admin-remote/src/data/leads.ts listLeads: one OR query, each of its parts on an index of its own.
    for (const state of ['forwarding.state', 'unsubscribe.forwarding.state', 'unsubscribe_url.forwarding.state']) {
      const newest = [
        { fieldPath: 'created_at', order: 'DESCENDING' },
        { fieldPath: 'expires_at', order: 'DESCENDING' },
      ];
      expect(hasCompositeIndex('leads', [{ fieldPath: state, order: 'ASCENDING' }, ...newest]), state).toBe(true);
      const byKind = [{ fieldPath: 'type', order: 'ASCENDING' }, { fieldPath: state, order: 'ASCENDING' }, ...newest];
      expect(hasCompositeIndex('leads', byKind), `type, ${state}`).toBe(true);
    }
  });

  it("finds an item's preview links not revoked by equalities alone (createPreviewLink's cap, the editor's list)", () => {
    for (const field of ['collection', 'item_id', 'revoked_at']) {
      expect(hasEqualityIndex('preview_links', field), field).toBe(true);
    }
  });
});
