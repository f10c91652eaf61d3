import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import type { SxProps, Theme } from '@app/shared-ui/mui';
import { type ComponentPropsWithoutRef, createContext, type ReactElement, type ReactNode, useContext } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { sxRules, typographyRules } from '../contentStyles';
import { staticStyles, useStaticClass } from '../staticClass';
import { FOCUS_RING } from '../theme';
import { remarkHeadingBase } from './headingLevels';
import { isExternal, markdownUrlTransform } from './safeUrl';

type PluggableList = NonNullable<Options['remarkPlugins']>;

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingVariant: Record<HeadingTag, 'h3' | 'h4' | 'h5' | 'h6'> = {
  h1: 'h3',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};

// The markdown's elements are plain elements with classes written once per process (a post has
// dozens of paragraphs, headings and links; as MUI components each one's styles were made,
// serialised and hashed again): the rules MUI's Typography and Link with these props gave them
// (contentStyles.test.tsx compares them).

/** A heading of the text (`mt: 4, mb: 1.5`) in its Typography variant. */
export const markdownHeadingStyles = {
  h3: staticStyles((theme) => ({ ...typographyRules(theme, 'h3'), ...sxRules(theme, { mt: 4, mb: 1.5 }) })),
  h4: staticStyles((theme) => ({ ...typographyRules(theme, 'h4'), ...sxRules(theme, { mt: 4, mb: 1.5 }) })),
  h5: staticStyles((theme) => ({ ...typographyRules(theme, 'h5'), ...sxRules(theme, { mt: 4, mb: 1.5 }) })),
  h6: staticStyles((theme) => ({ ...typographyRules(theme, 'h6'), ...sxRules(theme, { mt: 4, mb: 1.5 }) })),
} as const;

/** A paragraph: body1 with more space and a taller line. */
export const markdownParagraphStyles = staticStyles((theme) => ({
  ...typographyRules(theme, 'body1'),
  ...sxRules(theme, { my: 2, lineHeight: 1.75 }),
}));

/** A link: MUI's Link, always underlined. */
export const markdownLinkStyles = staticStyles((theme) => ({
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: theme.vars.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: 'var(--Link-underlineColor)',
  '--Link-underlineColor': `rgba(${theme.vars.palette.primary.mainChannel} / 0.4)`,
  '&:hover': { textDecorationColor: 'inherit' },
}));

/** An image of the text. */
export const markdownImageStyles = staticStyles((theme) =>
  sxRules(theme, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, my: 3 }),
);

/** A table's scrolling region. */
export const markdownTableStyles = staticStyles((theme) => sxRules(theme, { overflowX: 'auto', my: 3 }));

function MarkdownHeading({ tag: Heading, children }: { tag: HeadingTag; children?: ReactNode }) {
  return <Heading className={useStaticClass(markdownHeadingStyles[headingVariant[Heading]])}>{children}</Heading>;
}

function heading(tag: HeadingTag) {
  return ({ children }: { children?: ReactNode }) => <MarkdownHeading tag={tag}>{children}</MarkdownHeading>;
}

/**
 * Links inside prose are always underlined: colour alone does not set them apart from the text
 * around them (WCAG 1.4.1; the theme's links underline only on hover).
 */
function MarkdownLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  const { siteUrl } = useAppConfig();
  const className = useStaticClass(markdownLinkStyles);
  // An unsafe target was removed by the URL transform: keep the text, drop the link.
  if (!href) return <span>{children}</span>;
  // The site's own origin; on the server (no window) the configured one it is served from.
  const here = typeof window === 'undefined' ? new URL(siteUrl).origin : window.location.origin;
  if (href.startsWith('/') && !isExternal(href, here)) {
    return (
      <RouterLink className={className} to={href}>
        {children}
      </RouterLink>
    );
  }
  if (isExternal(href, here)) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

/** Names of the scrolling regions, in the reader's language (the design system has no strings). */
export interface MarkdownLabels {
  table: string;
  code: string;
}

const LabelsContext = createContext<MarkdownLabels>({ table: 'Table', code: 'Code' });

/** An image's narrower copies and intrinsic size, when the page knows them (see MarkdownProps.images). */
export interface MarkdownImageSources {
  /** None for an image shown as it is at its size (an animation). */
  srcSet?: string | undefined;
  width: number;
  height: number;
}

export interface MarkdownImages {
  /** The copies of an image by its address and its size, or null when neither is known (it is shown as it is). */
  sources: (src: string) => MarkdownImageSources | null;
  /** The width images are shown at, for `sizes` (images fill the text column). */
  sizes: string;
}

const ImagesContext = createContext<MarkdownImages | undefined>(undefined);

function MarkdownImage({
  src,
  alt,
  title,
}: {
  src?: string | Blob | undefined;
  alt?: string | undefined;
  title?: string | undefined;
}) {
  const images = useContext(ImagesContext);
  const className = useStaticClass(markdownImageStyles);
  if (typeof src !== 'string' || src === '') return alt ? <span>{alt}</span> : null;
  const sources = images?.sources(src) ?? null;
  return (
    <img
      {...(sources ? { width: sources.width, height: sources.height } : {})}
      {...(sources?.srcSet && images ? { srcSet: sources.srcSet, sizes: images.sizes } : {})}
      src={src}
      alt={alt ?? ''}
      title={title}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** Wide tables scroll inside their own box instead of widening the page at 360 px. */
function ScrollTable({ children }: { children?: ReactNode }) {
  const labels = useContext(LabelsContext);
  const className = useStaticClass(markdownTableStyles);
  return (
    // A scrollable region must be reachable by keyboard, hence tabIndex on a labelled region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-focusable (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a <div> as before (the look is unchanged); the role names the region
    <div className={className} tabIndex={0} role="region" aria-label={labels.table}>
      <table>{children}</table>
    </div>
  );
}

/** Long code lines scroll inside the block; it takes focus so keyboard users can scroll it too. */
function CodeBlock({ children }: { children?: ReactNode }) {
  const labels = useContext(LabelsContext);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-focusable (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: <pre> keeps code formatting; the role names the scroll region
    <pre tabIndex={0} role="region" aria-label={labels.code}>
      {children}
    </pre>
  );
}

const components: Components = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  p: function MarkdownParagraph({ children }) {
    return <p className={useStaticClass(markdownParagraphStyles)}>{children}</p>;
  },
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt, title }) => <MarkdownImage src={src} alt={alt} title={title} />,
  table: ({ children }) => <ScrollTable>{children}</ScrollTable>,
  pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
  input: (props: ComponentPropsWithoutRef<'input'> & { node?: unknown }) => {
    // GFM task list checkboxes: shown, not editable.
    const { node: _node, ...rest } = props;
    return <input {...rest} disabled readOnly />;
  },
};

/** The text's own rules (lists, quotes, code, tables, rules, links' focus), the Box's `sx` it had. */
export const markdownSx: SxProps<Theme> = {
  typography: 'body1',
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& ul, & ol': { pl: 3, my: 2, lineHeight: 1.75 },
  '& li + li': { mt: 0.5 },
  '& blockquote': {
    m: 0,
    my: 3,
    pl: 2,
    borderLeft: 4,
    borderColor: 'primary.main',
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    px: 0.5,
    py: 0.25,
    borderRadius: 1,
    bgcolor: 'action.hover',
  },
  '& pre': {
    my: 3,
    p: 2,
    overflowX: 'auto',
    borderRadius: 2,
    bgcolor: 'action.hover',
    border: 1,
    borderColor: 'divider',
  },
  '& pre code': { p: 0, bgcolor: 'transparent', fontSize: '0.875rem' },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem' },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1.5,
    py: 1,
    textAlign: 'left',
    verticalAlign: 'top',
    // Cells keep whole words; a wide table scrolls in its region instead.
    overflowWrap: 'normal',
    minWidth: '6ch',
  },
  '& th': { fontWeight: 700, bgcolor: 'action.hover', whiteSpace: 'nowrap' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  '& a:focus-visible': FOCUS_RING,
  // On paper nothing scrolls: a long line of code wraps instead of being cut at the page's edge, so do
  // a wide table's cells (headings included), and a heading stays with what follows it, a code block,
  // a table row or an image in one piece.
  '@media print': {
    '& pre': { whiteSpace: 'pre-wrap' },
    '& th, & td': { overflowWrap: 'anywhere', minWidth: 0 },
    '& th': { whiteSpace: 'normal' },
    '& :is(h2, h3, h4, h5, h6)': { breakAfter: 'avoid' },
    '& :is(pre, tr, img, blockquote)': { breakInside: 'avoid' },
  },
};

export const markdownStyles = staticStyles((theme) => sxRules(theme, markdownSx));

export interface MarkdownProps {
  children: string;
  /**
   * The level the document's highest heading renders at; the others keep their distance
   * below it. Default 2, under the page's one `<h1>`; use 4 inside an `<h3>` section.
   */
  baseHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible names of the table and code scroll regions. */
  labels: MarkdownLabels;
  /** Responsive copies of the images the page knows (the site's own uploads); without it images show as they are. */
  images?: MarkdownImages | undefined;
}

const pluginsByLevel = new Map<number, PluggableList>();

/** How many texts' elements are kept (the last ones rendered). */
const KEPT_TEXTS = 32;
const elementsByText = new Map<string, ReactElement>();

/**
 * The elements of `text` with its highest heading at `base`: react-markdown's (it is a plain function of
 * its options, no hooks), kept for the last texts rendered, since parsing a post's text was most of
 * its page's render and the same posts are rendered again and again. Elements are immutable, and the
 * components in them read the render's labels and images from context, so a kept tree serves any render.
 */
function markdownElements(text: string, base: number): ReactElement {
  const key = `${base}\n${text}`;
  const kept = elementsByText.get(key);
  if (kept) {
    // The most recently used last: the first is the one to drop.
    elementsByText.delete(key);
    elementsByText.set(key, kept);
    return kept;
  }
  let remarkPlugins = pluginsByLevel.get(base);
  if (!remarkPlugins) {
    remarkPlugins = [remarkGfm, [remarkHeadingBase, { base }]];
    pluginsByLevel.set(base, remarkPlugins);
  }
  const elements = ReactMarkdown({ children: text, remarkPlugins, urlTransform: markdownUrlTransform, components });
  elementsByText.set(key, elements);
  if (elementsByText.size > KEPT_TEXTS) {
    const oldest = elementsByText.keys().next().value;
    if (oldest !== undefined) elementsByText.delete(oldest);
  }
  return elements;
}

/**
 * Markdown for posts and case studies, and the admin editor's preview of them: no raw HTML (it is shown as text),
 * GFM tables and lists, unsafe link targets rendered inert, images lazy with alt text,
 * external links in a new tab without opener.
 */
export function Markdown({ children, baseHeadingLevel = 2, labels, images }: MarkdownProps) {
  return (
    <div className={useStaticClass(markdownStyles)}>
      <LabelsContext.Provider value={labels}>
        <ImagesContext.Provider value={images}>{markdownElements(children, baseHeadingLevel)}</ImagesContext.Provider>
      </LabelsContext.Provider>
    </div>
  );
}
