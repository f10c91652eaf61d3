import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. A whole console page in a DOM emulator (MUI, the
// markdown editor) sharing two cores with the other test files can take longer than that to
// answer a click, and the test then fails on an assertion that would hold a moment later (seen
// in BlogEditPage.test.tsx under load). Like testTimeout in vitest.config.ts, a hang guard, not a
// performance assertion: every assertion is the same, it is given longer to come true.
configure({ asyncUtilTimeout: 10_000 });
