import type { ContentTypeId } from '@app/domain';
import { notify } from '@app/platform';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQuery } from '../../data/lists';

/** Where a content type's list rows are kept in the query cache. */
const listKey = (kind: ContentTypeId) => ['admin', kind, 'list'];

/**
 * A saved item's row in its list's cached rows, its listed fields as saved, until the list is read
 * again: the list shows the cached rows while it reads, and the item just scheduled read "Draft"
 * (its status before the save) for that moment. What the row derives from other documents (its
 * Swedish out of date) comes with the read.
 */
export function showSavedInList<T extends { id: string }>(queryClient: QueryClient, kind: ContentTypeId, saved: T) {
  queryClient.setQueryData<Array<{ id: string }>>(listKey(kind), (rows) =>
    rows?.map((row) => {
      if (row.id !== saved.id) return row;
      const listed = Object.fromEntries(
        Object.keys(row)
          .filter((field) => field in saved)
          .map((field) => [field, (saved as Record<string, unknown>)[field]]),
      );
      return { ...row, ...listed };
    }),
  );
}

/**
 * A list page's rows, read by `load` (data/lists.ts: again each time the page opens, the toast at
 * once when they cannot be read), and its delete: after a confirmed delete the success or failure
 * toast. `rows` is null while loading, empty when the list could not be read.
 */
export function useContentList<T extends { id: string }>(
  kind: ContentTypeId,
  load: () => Promise<T[]>,
  remove: (id: string) => Promise<void>,
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const queryKey = listKey(kind);
  const list = useQuery(
    listQuery(queryKey, load, () =>
      notify({ kind: 'error', title: t('list.errorTitle'), description: t(`list.${kind}.loadFailed`) }),
    ),
  );
  const rows = list.data ?? (list.isError ? [] : null);
  const reload = () => void list.refetch();

  /** Answers whether the row was deleted. */
  async function deleteRow(id: string): Promise<boolean> {
    try {
      await remove(id);
      queryClient.setQueryData<T[]>(queryKey, (current) => current?.filter((row) => row.id !== id));
      notify({ kind: 'success', title: t('list.successTitle'), description: t(`list.${kind}.deleted`) });
      return true;
    } catch {
      notify({ kind: 'error', title: t('list.errorTitle'), description: t(`list.${kind}.deleteFailed`) });
      return false;
    }
  }

  /** True while the rows are being read (again): what they show may not be the stored list yet. */
  const reading = list.isFetching;
  /** When the rows were last read (0 before): what is read beside them is read again with them. */
  const readAt = list.dataUpdatedAt;
  return { rows, reading, readAt, reload, deleteRow };
}
