import type { Language } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { DraftBackupNotice } from './DraftBackupNotice';
import type { DraftBackup } from './draftBackup';
import type { BackupNotice, BackupOffer } from './useDraftBackup';

const backup: DraftBackup = {
  owner: 'u1',
  address: '/admin/blog/post-1/edit',
  // 14:30 in Stockholm (CET) on 5 March 2030.
  at: Date.UTC(2030, 2, 5, 13, 30),
  since: Date.UTC(2030, 2, 5, 12, 0),
  stored: '00000000000000',
  fields: { body: 'Typed' },
};

/** The notice as the editor drives it: an answer replaces the offer by what became of it. */
function Editor({ storedChanged, language }: { storedChanged: boolean; language: Language }) {
  const [offer, setOffer] = useState<BackupOffer | null>({ backup, storedChanged });
  const [notice, setNotice] = useState<BackupNotice | null>(null);
  return (
    <>
      <DraftBackupNotice
        offer={offer}
        notice={notice}
        failed={false}
        elsewhere={null}
        onRestore={() => {
          setOffer(null);
          setNotice(storedChanged ? 'restoredOverNewer' : 'restored');
        }}
        onDiscard={() => {
          setOffer(null);
          setNotice('discarded');
        }}
        language={language}
      />
      <input aria-label="Title" />
    </>
  );
}

describe('DraftBackupNotice', () => {
  it('offers the backup as an alert with its time, restored from the keyboard; the status that follows takes the focus', async () => {
    await renderAdmin(<Editor storedChanged={false} language="en" />);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Unsaved changes in this browser');
    expect(offer).toHaveTextContent('changes made here (5 Mar 2030, 14:30, Stockholm time) that were never saved');
    expect(offer).not.toHaveTextContent('saved again since');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Restore backup' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The backup is restored, not saved yet. Save to keep it.');
    expect(status).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('in Swedish, says the item was saved again since, and discards', async () => {
    await renderAdmin(<Editor storedChanged language="sv" />, { language: 'sv' });
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Osparade ändringar i den här webbläsaren');
    expect(offer).toHaveTextContent('(5 mars 2030 14:30, svensk tid)');
    expect(offer).toHaveTextContent('Det här har sparats igen sedan dess');
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Släng säkerhetskopian' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Säkerhetskopian är slängd.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('says when the changes could not be backed up', async () => {
    await renderAdmin(
      <DraftBackupNotice
        offer={null}
        notice={null}
        failed
        elsewhere={null}
        onRestore={() => {}}
        onDiscard={() => {}}
        language="en"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your unsaved changes could not be backed up in this browser (its storage is full or turned off). Save to keep them.',
    );
  });

  it('says when another tab holds the backup, and what typed while the offer waited is back (en|sv)', async () => {
    const view = await renderAdmin(
      <DraftBackupNotice
        offer={{ backup, storedChanged: false }}
        notice="typedWhileOffered"
        failed={false}
        elsewhere="typed"
        onRestore={() => {}}
        onDiscard={() => {}}
        language="en"
      />,
    );
    const [typed, elsewhere] = screen.getAllByRole('status');
    expect(typed).toHaveTextContent(
      'What you typed here while this backup waited for an answer is back, not saved yet. Restore puts the backup’s fields over it; Discard keeps only what you typed.',
    );
    expect(elsewhere).toHaveTextContent('Another tab of this browser also has unsaved changes to this');
    expect(elsewhere).toHaveTextContent('What you type here is therefore not backed up');
    view.unmount();
    await renderAdmin(
      <DraftBackupNotice
        offer={null}
        notice="typedWhileOffered"
        failed={false}
        elsewhere="typed"
        onRestore={() => {}}
        onDiscard={() => {}}
        language="sv"
      />,
      { language: 'sv' },
    );
    const [skrivet, annanFlik] = screen.getAllByRole('status');
    expect(skrivet).toHaveTextContent('Det du skrev här medan säkerhetskopian väntade på svar är tillbaka');
    expect(annanFlik).toHaveTextContent(
      'En annan flik i den här webbläsaren har också osparade ändringar i det här, och det är de som finns i säkerhetskopian.',
    );
    expect(annanFlik).toHaveTextContent('Stängs den fliken utan att spara erbjuds dess säkerhetskopia här.');
  });

  it('says when the item is open in another tab with unsaved changes, and when that tab closed leaving its backup (en|sv)', async () => {
    const view = await renderAdmin(
      <DraftBackupNotice
        offer={null}
        notice={null}
        failed={false}
        elsewhere="open"
        onRestore={() => {}}
        onDiscard={() => {}}
        language="en"
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This is open in another tab of this browser, with unsaved changes that tab backs up. What you type here is not backed up while that tab is open: save to keep it. If that tab is closed without saving, its backup is offered here.',
    );
    view.unmount();
    const svenska = await renderAdmin(
      <DraftBackupNotice
        offer={null}
        notice={null}
        failed={false}
        elsewhere="open"
        onRestore={() => {}}
        onDiscard={() => {}}
        language="sv"
      />,
      { language: 'sv' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Det här är öppet i en annan flik i den här webbläsaren, med osparade ändringar som den fliken säkerhetskopierar.',
    );
    svenska.unmount();
    await renderAdmin(
      <DraftBackupNotice
        offer={{ backup, storedChanged: false }}
        notice="otherTabClosed"
        failed={false}
        elsewhere={null}
        onRestore={() => {}}
        onDiscard={() => {}}
        language="sv"
      />,
      { language: 'sv' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Osparade ändringar i den här webbläsaren');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Den andra fliken stängdes utan att spara: dess säkerhetskopia erbjuds ovan. Det du skrev här finns kvar men är inte sparat än;',
    );
  });
});
