import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { ReviewRequest, type ReviewRequestProps } from './ReviewRequest';

const draft = { is_published: false, publish_at: '', unpublish_at: '' };

/** The control as the editor holds it: its box changes the draft's mark. */
function Editing(props: Partial<ReviewRequestProps> & { onMark?: (ready: boolean) => void }) {
  const [ready, setReady] = useState(props.ready ?? false);
  return (
    <ReviewRequest
      draft={draft}
      storedReady={false}
      disabled={false}
      {...props}
      ready={ready}
      setReady={(value) => {
        setReady(value);
        props.onMark?.(value);
      }}
    />
  );
}

describe('ReviewRequest (the editor’s “Ready for review”)', () => {
  it('lets a draft be marked ready for review and the mark be withdrawn, saying what it does', async () => {
    const onMark = vi.fn();
    await renderAdmin(<Editing onMark={onMark} />);
    const box = screen.getByRole('checkbox', { name: 'Ready for review' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/admins see it in the lists/i)).toBeInTheDocument();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onMark.mock.calls).toEqual([[true], [false]]);
  });

  it('speaks Swedish', async () => {
    await renderAdmin(<Editing ready />, { language: 'sv' });
    expect(screen.getByRole('checkbox', { name: 'Klar för granskning' })).toBeChecked();
  });

  it('says a draft saved as published or scheduled loses the mark, and offers no box then', async () => {
    await renderAdmin(<Editing ready draft={{ ...draft, is_published: true }} />);
    expect(screen.queryByRole('checkbox', { name: 'Ready for review' })).toBeNull();
    expect(screen.getByText('Publishing or scheduling it clears the request for review.')).toBeInTheDocument();
  });

  it('shows nothing for a live item that was never marked', async () => {
    const { container } = await renderAdmin(<Editing draft={{ ...draft, is_published: true }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the admin opening it that the draft is waiting for review', async () => {
    await renderAdmin(<Editing ready storedReady />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This draft is marked ready for review: it waits for an admin to review and publish it.',
    );
  });

  it('is disabled while saving or for an account that may not change the item', async () => {
    await renderAdmin(<Editing disabled />);
    expect(screen.getByRole('checkbox', { name: 'Ready for review' })).toBeDisabled();
  });
});
