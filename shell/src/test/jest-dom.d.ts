// Types for the DOM matchers that tests/unit/setup.ts installs (toBeInTheDocument, toHaveAttribute …).
/// <reference types="@testing-library/jest-dom/vitest" />
