import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. A whole console page in a DOM emulator (MUI, the
// markdown editor) sharing two cores with the other test files can take longer than that to
// answer a click, and the test then fails on an assertion that would hold a moment later (seen
// in BlogEditPage.test.tsx under load). Like testTimeout in vitest.config.ts, a hang guard, not a
// performance assertion: every assertion is the same, it is given longer to come true.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom gives an element's toString() as its outerHTML, where a browser gives "[object HTMLDivElement]"
// (Object.prototype.toString; an <a> keeps its own, its href, in both). Popper, which places MUI's Tooltip
// (opened by userEvent's hover over an icon button), calls node.toString() on each element it measures
// to tell a window from an element: in happy-dom each call serialised that element's whole subtree, up to
// <html>: about a second of ContentListPlace.test.tsx's 24-32 s of CPU (profiled). A browser's answer,
// so nothing asserted depends on it. (Files that run in Node, `@vitest-environment node`, have no Element.)
if (typeof Element !== 'undefined') Element.prototype.toString = Object.prototype.toString;
