import { Link as RouterLink } from '@app/platform/router';
import { EmptyState, printHidden } from '@app/shared-ui';
import { Box, Button, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { pagesStrings } from '../i18n/strings/pages';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import type { SiteT } from '../seo/pageHead';

/** Where page `page` of a paged list stands among its pages. */
export interface ListPageLinks {
  page: number;
  /** The list's pages (the page asked for while the list loads). */
  pageCount: number;
  /** The page asked for is beyond the last: the page answers 404 with a link to the first. */
  beyond: boolean;
  /** The queries of the previous and next pages ('page=2', '' for the first), null for none. */
  previous: string | null;
  next: string | null;
}

/**
 * Page `page` of a list of `pageCount` pages (null while it loads), with `queryFor` the query of a
 * page of the same list.
 */
export function listPageLinks(
  page: number,
  pageCount: number | null,
  queryFor: (page: number) => string,
): ListPageLinks {
  const beyond = pageCount !== null && page > pageCount;
  return {
    page,
    pageCount: pageCount ?? page,
    beyond,
    previous: pageCount !== null && !beyond && page > 1 ? queryFor(page - 1) : null,
    next: pageCount !== null && page < pageCount ? queryFor(page + 1) : null,
  };
}

/**
 * The head of a page of a paged list: `head` (the list's own), its title with the page's position
 * after the first page up to the last, rel prev/next, and noindex beyond the last page (or when
 * `noindex`).
 */
export function listPageHead(t: SiteT, head: PageMetaInput, links: ListPageLinks, noindex = false): PageMetaInput {
  const { page, pageCount, previous, next } = links;
  return {
    ...head,
    title:
      page > 1 && !links.beyond ? `${head.title} · ${t('pages.position', { page, count: pageCount })}` : head.title,
    pagination: { prev: previous, next },
    noindex: noindex || links.beyond,
  };
}

export interface ListPagesProps {
  links: ListPageLinks;
  /** The navigation's name ('Pages of articles'). */
  label: string;
  /** The address of a page from its query. */
  href: (query: string) => string;
  /**
   * Follow the links as page loads even when the apps run (the server renders each page, where
   * only the server reads the whole list).
   */
  reloadDocument?: boolean;
}

/** The previous and next links of a paged list and its position ('Page 2 of 9'), plain links. */
export function ListPages({ links, label, href, reloadDocument }: ListPagesProps) {
  const { t } = useSiteStrings(pagesStrings);
  const { page, pageCount, beyond, previous, next } = links;
  if (pageCount <= 1 || beyond) return null;
  // A plain link to a neighbouring page; left out on paper, where the position stays.
  const neighbour = (query: string | null, rel: 'prev' | 'next', text: string) =>
    query === null ? null : (
      <Button
        component={RouterLink}
        to={href(query)}
        reloadDocument={reloadDocument}
        rel={rel}
        variant="outlined"
        {...printHidden}
      >
        {text}
      </Button>
    );
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: { xs: 4, md: 5 } }}
    >
      {neighbour(previous, 'prev', t('pages.previous'))}
      <Typography>{t('pages.position', { page, count: pageCount })}</Typography>
      {neighbour(next, 'next', t('pages.next'))}
    </Box>
  );
}

/** What a page beyond a list's last says (`message`), with a link to the list's first page (`first`). */
export function BeyondLastPage({ message, icon, first }: { message: string; icon: ReactNode; first: string }) {
  const { t } = useSiteStrings(pagesStrings);
  return (
    <EmptyState
      message={message}
      icon={icon}
      actions={
        <Button component={RouterLink} to={first} variant="outlined">
          {t('pages.first')}
        </Button>
      }
    />
  );
}
