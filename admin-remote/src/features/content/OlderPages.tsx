import { Stack, Typography } from '@app/shared-ui/mui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ListPage } from '../../data/lists';
import { UnavailableButton } from './UnavailableButton';

export interface OlderPagesTexts {
  /** While older items remain: "Showing the newest 200 leads." */
  shown: string;
  /** Once the last page is read: "All 412 leads are shown.", "1 lead is shown." */
  allShown: string;
  /** When the filters match nothing: "No leads match these filters." */
  none: string;
  showOlder: string;
  loadingOlder: string;
}

/**
 * Under a newest-first list read a page at a time (data/lists.ts): how many items it shows (or that
 * none match), and the button that adds the next, older page. The count is a live region, rendered
 * while the list is read too (empty then), so a screen reader hears each filter's result: one that
 * appears with its text is often not read out. Once the last page is read, focus moves to it from
 * the button, which is gone (after the page's rows are in, so the browser scrolls to where it now is).
 */
export function OlderPages<T>({
  list,
  texts,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  texts: OlderPagesTexts;
}) {
  const status = useRef<HTMLParagraphElement>(null);
  const focusWhenRead = useRef(false);
  const pages = list.data?.pages.length ?? 0;
  const older = list.hasNextPage;
  useEffect(() => {
    if (older || !focusWhenRead.current) return;
    focusWhenRead.current = false;
    status.current?.focus();
  }, [older]);
  const count = list.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const loading = list.isFetchingNextPage;
  const said = pages === 0 ? '' : count === 0 && !older ? texts.none : older ? texts.shown : texts.allShown;

  async function showOlder() {
    // A click while a page is on its way is not a second request (the button stays focusable).
    if (loading) return;
    focusWhenRead.current = true;
    const result = await list.fetchNextPage({ cancelRefetch: false });
    // Older pages remain (or this one failed): focus stays on the button.
    if (result.hasNextPage) focusWhenRead.current = false;
  }

  return (
    <Stack sx={{ mt: said && count > 0 ? 2 : 0, gap: 1, alignItems: 'flex-start' }}>
      <Typography
        ref={status}
        role="status"
        tabIndex={-1}
        color="textSecondary"
        variant={count > 0 ? 'body2' : 'body1'}
      >
        {said}
      </Typography>
      {older && (
        <UnavailableButton variant="outlined" unavailable={loading} onClick={() => void showOlder()}>
          {loading ? texts.loadingOlder : texts.showOlder}
        </UnavailableButton>
      )}
    </Stack>
  );
}
