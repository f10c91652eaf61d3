export { Markdown, type MarkdownLabels, type MarkdownProps } from './Markdown';
export { isExternal, markdownUrlTransform, safeUrl } from './safeUrl';
