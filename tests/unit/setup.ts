import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. A whole console page in jsdom (MUI, the
// markdown editor) sharing two cores with the other test files can take longer than that to
// answer a click, and the test then fails on an assertion that would hold a moment later (seen
// in BlogEditPage.test.tsx under load). Like testTimeout in vitest.config.ts, a hang guard, not a
// performance assertion: every assertion is the same, it is given longer to come true.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's Blob has no arrayBuffer() (every browser has had it since 2020); read through jsdom's FileReader.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
