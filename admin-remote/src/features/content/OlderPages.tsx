import { Button, Stack, Typography } from '@app/shared-ui/mui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ListPage } from '../../data/lists';

export interface OlderPagesTexts {
  /** While older items remain: "Showing the newest 200 leads." */
  shown: string;
  /** Once the last page is read: "All 412 leads are shown." */
  allShown: string;
  showOlder: string;
  loadingOlder: string;
}

/**
 * Under a newest-first list read a page at a time (data/lists.ts): how many items it shows, and the
 * button that adds the next, older page. Nothing while the list fits one page. The count is a live
 * region; once the last page is read, focus moves to it from the button, which is gone (after the
 * page's rows are in, so the browser scrolls to where it now is).
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
  if (pages === 0 || (pages === 1 && !older)) return null;
  const loading = list.isFetchingNextPage;

  async function showOlder() {
    // A click while a page is on its way is not a second request (the button stays focusable).
    if (loading) return;
    focusWhenRead.current = true;
    const result = await list.fetchNextPage({ cancelRefetch: false });
    // Older pages remain (or this one failed): focus stays on the button.
    if (result.hasNextPage) focusWhenRead.current = false;
  }

  return (
    <Stack sx={{ mt: 2, gap: 1, alignItems: 'flex-start' }}>
      <Typography ref={status} role="status" tabIndex={-1} variant="body2" color="textSecondary">
        {older ? texts.shown : texts.allShown}
      </Typography>
      {older && (
        <Button variant="outlined" aria-disabled={loading || undefined} onClick={() => void showOlder()}>
          {loading ? texts.loadingOlder : texts.showOlder}
        </Button>
      )}
    </Stack>
  );
}
