// In the browser, MUI's mode follows the scheme the boot script puts on <html> (documentScheme):
// MUI reads it there, never from its own stored copy, and never puts another one back.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColorScheme } from './mui';
import { ThemeRoot } from './ThemeRoot';

function Mode() {
  const { mode } = useColorScheme();
  return <output>{mode}</output>;
}

/** What the boot script does when the scheme changes (shell/src/enhance/theme.ts). */
function showScheme(scheme: 'light' | 'dark') {
  document.documentElement.classList.remove('light', 'dark');
  document.documentElement.classList.add(scheme);
}

afterEach(() => {
  document.documentElement.className = '';
  localStorage.clear();
});

describe('ThemeRoot in the browser', () => {
  it("takes the document's scheme as MUI's mode and follows it, whatever MUI's own storage holds", async () => {
    localStorage.setItem('mui-mode', 'light');
    showScheme('dark');
    render(
      <ThemeRoot>
        <Mode />
      </ThemeRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('dark');

    await act(async () => showScheme('light'));
    expect(screen.getByRole('status')).toHaveTextContent('light');
    expect(document.documentElement.className).toBe('light');

    await act(async () => showScheme('dark'));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(document.documentElement.className).toBe('dark');
    // MUI stores nothing: the boot script keeps the choice.
    expect(localStorage.getItem('mui-mode')).toBe('light');
  });
});
