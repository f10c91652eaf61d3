/**
 * What Chromium itself exposes to assistive technology for an element: its node in the browser's
 * accessibility tree (through the DevTools protocol), not Playwright's own reading of the ARIA
 * attributes. The platform's native controls carry their state without ARIA attributes (a
 * `<summary>` is expanded while its `<details>` is open, a `popovertarget` button while its popover
 * shows), so their semantics are checked where a screen reader reads them.
 */
import type { Locator } from '@playwright/test';

export interface AxNode {
  /** Chromium's role, e.g. `button`, `DisclosureTriangle`, `dialog`, `heading`. */
  role: string;
  name: string;
  /** Left out of the tree (hidden, inert, or presentational). */
  ignored: boolean;
  /** States and properties by name (`expanded`, `pressed`, `checked`, `focusable`, `modal`, …). */
  properties: Record<string, unknown>;
}

interface ProtocolAxValue {
  value?: unknown;
}
interface ProtocolAxNode {
  ignored: boolean;
  role?: ProtocolAxValue;
  name?: ProtocolAxValue;
  properties?: { name: string; value: ProtocolAxValue }[];
}

/** The accessibility-tree node of the one element `locator` finds (in the page's main frame). */
export async function axNode(locator: Locator): Promise<AxNode> {
  const page = locator.page();
  const key = `__axProbe${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, name) => {
    (window as unknown as Record<string, Element>)[name] = element;
  }, key);
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: `window.${key}` });
    if (!result.objectId) throw new Error('axNode: the element is gone');
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })) as { nodes: ProtocolAxNode[] };
    const node = nodes[0];
    if (!node) throw new Error('axNode: no accessibility node');
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      ignored: node.ignored,
      properties: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value])),
    };
  } finally {
    await session.detach().catch(() => undefined);
    await page.evaluate((name) => delete (window as unknown as Record<string, unknown>)[name], key).catch(() => {});
  }
}

/** Whether the browser exposes the element as expanded (`true`/`false`), or not as expandable at all. */
export async function axExpanded(locator: Locator): Promise<boolean | undefined> {
  const value = (await axNode(locator)).properties.expanded;
  return value === undefined ? undefined : value === true || value === 'true';
}
