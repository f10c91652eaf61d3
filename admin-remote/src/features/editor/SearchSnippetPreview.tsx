import {
  type ContentTypeDescriptor,
  hasVisibleText,
  headOverrides,
  type Language,
  localizedUrl,
  makeSlug,
  publicPathOf,
  searchDescription,
} from '@app/domain';
import { useAppConfig } from '@app/platform';
import { Box, Typography } from '@app/shared-ui/mui';
import { useId } from 'react';
import { type HeadTypeId, useAdminText } from '../../i18n/keys';

export interface SearchSnippetPreviewProps {
  descriptor: ContentTypeDescriptor & { id: HeadTypeId };
  /** The editor's values, as typed. */
  values: object;
  language: Language;
}

/**
 * How a search engine would show the document's page in `language`, as it is typed: the head
 * override where one is set (headOverrides, the same rule the page's head follows), else the
 * page's own title and description; the address of that language's page. Long text is cut as
 * results cut it; the counts say how much of each limit is used.
 */
export function SearchSnippetPreview({ descriptor, values, language }: SearchSnippetPreviewProps) {
  const t = useAdminText();
  const captionId = useId();
  const { brand, siteUrl } = useAppConfig();
  const head = descriptor.head;
  if (!head) return null;
  const text = (field: string) => {
    const value = (values as Readonly<Record<string, unknown>>)[field];
    // Text no reader sees is saved as empty (hasVisibleText), so the page falls back as for ''.
    return typeof value === 'string' && hasVisibleText(value) ? value.trim() : '';
  };
  // The page reads a Swedish field where it is filled, else the English one (localize in the domain).
  const inLanguage = (field: string) => (language === 'sv' && text(`${field}_sv`)) || text(field);
  const overrides = headOverrides(descriptor, values, language);
  const suffix = t(`editor.snippet.suffix.${descriptor.id}`, { brand: brand.name, lng: language });
  const pageTitle = inLanguage(head.title);
  const title = overrides.title ?? (pageTitle ? `${pageTitle} | ${suffix}` : suffix);
  const description = overrides.description ?? searchDescription(inLanguage(head.description));
  const slug = makeSlug({ slug: text('slug'), title: text('title') });
  const path = publicPathOf(descriptor, slug) ?? '/';
  const limits = head.overrides
    ? {
        title: descriptor.fields[head.overrides.title]?.max,
        description: descriptor.fields[head.overrides.description]?.max,
      }
    : null;

  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 600 }}
    >
      <Typography component="figcaption" id={captionId} variant="caption" color="textSecondary">
        {t('editor.snippet.caption', { language: t(language === 'sv' ? 'editor.swedish' : 'editor.english') })}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {localizedUrl(siteUrl, path, language)}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="primary"
        lang={language}
        sx={{ fontSize: '1.15rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {title}
      </Typography>
      <Typography
        variant="body2"
        lang={language}
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {description}
      </Typography>
      {limits && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {t('editor.snippet.counts', {
            title: title.length,
            titleMax: limits.title,
            description: description.length,
            descriptionMax: limits.description,
          })}
        </Typography>
      )}
    </Box>
  );
}
