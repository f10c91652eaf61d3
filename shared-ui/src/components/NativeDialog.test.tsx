import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { opensDialog } from '../invokers';
import { NativeDialog } from './NativeDialog';

describe('NativeDialog', () => {
  it('is a <dialog> the browser light-dismisses, named by its heading, with a close command', () => {
    render(
      <>
        <button type="button" {...opensDialog('d')}>
          Open
        </button>
        <NativeDialog id="d" title="Booking" closeLabel="Close" placement="center">
          <p>Body</p>
        </NativeDialog>
      </>,
    );
    const dialog = document.getElementById('d');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(dialog).toHaveAttribute('aria-labelledby', 'd-title');
    expect(document.getElementById('d-title')).toHaveTextContent('Booking');
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'd');
    expect(close).toHaveAttribute('command', 'close');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('command', 'show-modal');
  });
});
