import type { ContentTypeId } from '@app/domain';
import { notify } from '@app/platform';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list page's rows and its delete: loads on mount and on `reload`, shows the load-failure
 * toast, and after a confirmed delete the success or failure toast.
 */
export function useContentList<T extends { id: string }>(
  kind: ContentTypeId,
  load: () => Promise<T[]>,
  remove: (id: string) => Promise<void>,
) {
  const { t } = useTranslation('admin');
  const [rows, setRows] = useState<T[] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    void version;
    load()
      .then((result) => active && setRows(result))
      .catch(() => {
        if (!active) return;
        setRows([]);
        notify({ kind: 'error', title: t('list.errorTitle'), description: t(`list.${kind}.loadFailed`) });
      });
    return () => {
      active = false;
    };
  }, [kind, load, t, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  async function deleteRow(id: string) {
    try {
      await remove(id);
      setRows((current) => current?.filter((row) => row.id !== id) ?? null);
      notify({ kind: 'success', title: t('list.successTitle'), description: t(`list.${kind}.deleted`) });
    } catch {
      notify({ kind: 'error', title: t('list.errorTitle'), description: t(`list.${kind}.deleteFailed`) });
    }
  }

  return { rows, reload, deleteRow };
}
