/**
 * A remark plugin that moves a document's headings so its highest heading sits at `base`:
 * a post written with `#` and `##` (or with `##` and `###`) renders as h2 and h3 under the
 * page's one h1, keeping the author's hierarchy and leaving no level out.
 */
interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

function collectHeadings(node: MdNode, found: MdNode[]): MdNode[] {
  if (node.type === 'heading') found.push(node);
  for (const child of node.children ?? []) collectHeadings(child, found);
  return found;
}

export function shiftHeadings(tree: MdNode, base: number): void {
  const headings = collectHeadings(tree, []);
  if (headings.length === 0) return;
  const top = Math.min(...headings.map((heading) => heading.depth ?? 1));
  for (const heading of headings) {
    heading.depth = Math.min(6, Math.max(1, (heading.depth ?? 1) - top + base));
  }
}

export function remarkHeadingBase(options: { base: number }) {
  return (tree: MdNode) => shiftHeadings(tree, options.base);
}
