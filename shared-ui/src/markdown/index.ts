export {
  Markdown,
  type MarkdownImageSources,
  type MarkdownImages,
  type MarkdownLabels,
  type MarkdownProps,
} from './Markdown';
export { isExternal, markdownUrlTransform, safeUrl } from './safeUrl';
