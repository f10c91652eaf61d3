/**
 * The part of `firebase/firestore/lite` the audit log's data layer (data/audit.ts) uses, over an
 * `audit_log` held in memory, for `vi.mock` factories of its tests:
 * `vi.mock('firebase/firestore/lite', async () => (await import('../test/auditLogFirestore')).auditLogFirestore())`.
 * A query answers the stored entries that pass its `==` and `in` filters (a dotted field, such as
 * `target.id`, is the map's field), in their stored order
 * (newest first, as `orderBy('at', 'desc')` asks), after its cursor, up to its limit, as
 * Firestore compares: case and all. (Which posts and case studies exist is asked by name,
 * data/projection.ts's `signedInExisting`, which the tests mock apart.)
 */

type Filter = { where: [field: string, op: '==' | 'in', value: unknown] };
type Constraint = Filter | { orderBy: string } | { limit: number } | { after: { id: string } };
interface FakeQuery {
  constraints: Constraint[];
}

/** What the log holds (the newest first), and the filters each query asked for. */
export const auditLogStore = {
  entries: [] as { id: string; data: Record<string, unknown> }[],
  filters: [] as Filter['where'][][],
};

function passes(data: Record<string, unknown>, [field, op, value]: Filter['where']): boolean {
  const stored = field
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );
  return op === 'in' ? (value as unknown[]).includes(stored) : stored === value;
}

export const auditLogFirestore = () => ({
  collection: (): FakeQuery => ({ constraints: [] }),
  where: (field: string, op: '==' | 'in', value: unknown): Constraint => ({ where: [field, op, value] }),
  orderBy: (field: string): Constraint => ({ orderBy: field }),
  limit: (count: number): Constraint => ({ limit: count }),
  startAfter: (document: { id: string }): Constraint => ({ after: document }),
  query: (list: FakeQuery, ...constraints: Constraint[]): FakeQuery => ({
    constraints: [...list.constraints, ...constraints],
  }),
  getDocs: async ({ constraints }: FakeQuery) => {
    const filters = constraints.flatMap((constraint) => ('where' in constraint ? [constraint.where] : []));
    auditLogStore.filters.push(filters);
    let found = auditLogStore.entries.filter((entry) => filters.every((filter) => passes(entry.data, filter)));
    for (const constraint of constraints) {
      if ('after' in constraint) found = found.slice(found.findIndex((entry) => entry.id === constraint.after.id) + 1);
    }
    const limit = constraints.find((constraint): constraint is { limit: number } => 'limit' in constraint);
    return {
      docs: found.slice(0, limit?.limit ?? found.length).map((entry) => ({ id: entry.id, data: () => entry.data })),
    };
  },
});
