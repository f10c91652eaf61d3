import { staleSwedishFields, type TranslationSources } from '@app/domain';
import { Chip } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

export type WithStaleSwedish<T> = T & {
  /** The English fields changed since their Swedish was translated. */
  staleSwedish: readonly string[];
};

/**
 * A list's rows with what each one's Swedish lacks: which fields are out of date. The sources
 * are a help, not the list: when they cannot be read the rows still show, unmarked.
 */
export function withStaleSwedish<T extends { id: string }>(
  list: () => Promise<T[]>,
  sources: () => Promise<Map<string, TranslationSources>>,
  translatable: readonly string[],
): () => Promise<Array<WithStaleSwedish<T>>> {
  return async () => {
    const [rows, all] = await Promise.all([list(), sources().catch(() => new Map<string, TranslationSources>())]);
    return rows.map((row) => ({
      ...row,
      staleSwedish: staleSwedishFields(translatable, row, row, all.get(row.id) ?? {}),
    }));
  };
}

/** "Swedish out of date" on a row whose Swedish text lags its English. */
export function StaleSwedishChip({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (fields.length === 0) return null;
  return (
    <Chip size="small" color="warning" variant="outlined" label={t('list.staleSwedish', { count: fields.length })} />
  );
}
