import { AUDIT_ACTIONS, type AuditAction, formatDateTime, isAuditAction, isLanguage } from '@app/domain';
import { localizedValidation, notify, useLanguage } from '@app/platform';
import { Link as RouterLink, useSearchParams } from '@app/platform/router';
import { Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, type AuditRow, editorPath, listAuditLog } from '../data/audit';
import { pagedListQuery } from '../data/lists';
import { BreakableEmail, TextWithEmail } from '../features/content/BreakableEmail';
import { ConsoleCell, type ConsoleColumn, ConsoleRow, ConsoleTable } from '../features/content/ConsoleTable';
import { OlderPages } from '../features/content/OlderPages';
import { SectionFrame } from '../features/content/SectionFrame';
import { ContentExport } from '../features/contentExport/ContentExport';
import { ContentRestore } from '../features/contentRestore/ContentRestore';

const ALL = 'all';

/**
 * Cards below `md` (900 px): who did it and a staff member's entry are addresses. With the seeded
 * entries the table fits from 583 px; with a colleague's address such as the e2e specs invite
 * (colleague-…@example.com) from 845 px. A longer address wraps (BreakableEmail), so the table
 * fits from 900 px up.
 */
const AUDIT_CARDS_BELOW = 'md';

/**
 * The audit log (/admin/audit): who published, unpublished, scheduled, deleted or restored which
 * post or case study, who created or revoked its preview links, who resent or erased leads, and who
 * invited, changed the role of or revoked which member of staff, newest first and a page at a time
 * (Show older entries reads the next); filtered by action and by person, kept in the address
 * (?action=…&person=…). An item that still exists links to its editor. Above the log, an admin
 * exports the site's content as a backup (ContentExport) and restores one (ContentRestore), which the log records.
 */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage((state) => state.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const actionParam = searchParams.get('action');
  const action: AuditAction | undefined = isAuditAction(actionParam) ? actionParam : undefined;
  const person = searchParams.get('person')?.trim() || undefined;
  const log = useInfiniteQuery(
    pagedListQuery(
      ['admin', 'audit', { action, person }],
      (after) => listAuditLog({ action, actorEmail: person }, after),
      () => notify({ kind: 'error', title: t('list.errorTitle'), description: t('audit.loadFailed') }),
    ),
  );
  const entries = log.data?.pages.flatMap((page) => page.items) ?? null;
  /**
   * The address typed in the person filter: one field kept through every filtering (a new one each
   * time took the focus with it), set to the person filtered by whenever that changes (Everyone
   * empties it).
   */
  const [typedPerson, setTypedPerson] = useState(person ?? '');
  useEffect(() => setTypedPerson(person ?? ''), [person]);
  const personField = useRef<HTMLInputElement>(null);

  function setFilter(name: 'action' | 'person', value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === ALL || value === '') next.delete(name);
    else next.set(name, value);
    setSearchParams(next);
  }

  function filterPerson(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter('person', typedPerson.trim());
  }

  /** Everyone: the button goes with the person's filter, so the focus goes to the emptied field. */
  function everyone() {
    setFilter('person', '');
    personField.current?.focus();
  }

  const time = (date: Date) => formatDateTime(date, language);

  function who(entry: AuditEntry): ReactNode {
    if (entry.actorEmail) return <BreakableEmail email={entry.actorEmail} />;
    return entry.action === 'deleted' ? t('audit.someStaff') : t('audit.system');
  }

  function what(entry: AuditEntry): string {
    const { details } = entry;
    const more: string[] = [];
    // A schedule taken away records the times it had: what was called off.
    const was = entry.action === 'unscheduled';
    if (details.publishAt) {
      more.push(t(was ? 'audit.details.wasPublishAt' : 'audit.details.publishAt', { time: time(details.publishAt) }));
    }
    if (details.unpublishAt) {
      const key = was ? 'audit.details.wasUnpublishAt' : 'audit.details.unpublishAt';
      more.push(t(key, { time: time(details.unpublishAt) }));
    }
    if (entry.action === 'restored' && details.restoredFrom !== null) {
      more.push(t('audit.details.restoredFrom', { number: details.restoredFrom }));
    }
    if (entry.action === 'content_exported' && details.count !== null) {
      more.push(t('audit.details.exported', { count: details.count, images: details.images ?? 0 }));
    }
    if (entry.action === 'content_imported' && details.imported) {
      more.push(t('audit.details.imported', details.imported));
    }
    if (entry.action === 'leads_erased' && details.count !== null) {
      more.push(t('audit.details.erased', { count: details.count }));
    }
    if (entry.action === 'lead_resent' && details.event === 'unsubscribed') {
      more.push(t('audit.details.unsubscribedEvent'));
    }
    if (entry.action === 'lead_resent' && details.event === 'unsubscribeUrl') {
      more.push(t('audit.details.unsubscribeUrlEvent'));
    }
    if (entry.action === 'lead_resent' && details.state) {
      more.push(t('audit.details.delivery', { state: t(`leads.states.${details.state}`, details.state) }));
    }
    if (entry.action === 'preview_link_created' && details.expiresAt) {
      more.push(t('audit.details.expiresAt', { time: time(details.expiresAt) }));
    }
    // Inside the sentence: "som skribent" in Swedish, where a role is no name.
    const roleName = (role: string) => t(`roles.inText.${role}`, role);
    const withRole = ['staff_invited', 'staff_invited_again', 'staff_revoked', 'staff_invitation_withdrawn'].includes(
      entry.action,
    );
    if (withRole && details.role) {
      more.push(t('audit.details.role', { role: roleName(details.role) }));
    }
    if (entry.action === 'staff_invitation_withdrawn' && details.inviter && details.because) {
      more.push(
        details.because === 'inviter_demoted'
          ? t('audit.details.inviterDemoted', { email: details.inviter })
          : t('audit.details.inviterRemoved', { email: details.inviter }),
      );
    }
    if (entry.action === 'renamed' && details.from && details.to) {
      more.push(t('audit.details.renamed', { from: details.from, to: details.to }));
    }
    if (entry.action === 'staff_language_changed' && isLanguage(details.to)) {
      const to = t(`staff.languagesInText.${details.to}`);
      more.push(
        isLanguage(details.from)
          ? t('audit.details.languageChange', { from: t(`staff.languagesInText.${details.from}`), to })
          : t('audit.details.languageSet', { to }),
      );
    }
    if (entry.action === 'staff_role_changed' && details.from && details.to) {
      more.push(t('audit.details.roleChange', { from: roleName(details.from), to: roleName(details.to) }));
    }
    const name = t(`audit.actions.${entry.action}`);
    return more.length ? `${name}: ${more.join(', ')}` : name;
  }

  function item(entry: AuditRow) {
    const { target } = entry;
    if (!target) return null;
    const kind = t(`audit.targets.${target.collection}`, target.collection);
    if (target.collection === 'leads') return `${kind} ${target.id}`;
    if (target.collection === 'staff') return <TextWithEmail text={`${kind}: ${target.title}`} email={target.title} />;
    const title = target.title || t('audit.untitled');
    const path = editorPath(target);
    // One element, its title breakable anywhere: a title with no spaces (a pasted address, a long
    // compound) made the table as wide as the title, and the page scroll sideways.
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {kind}:{' '}
        {path && entry.targetExists ? (
          // The item's own title is English (its Swedish one is a field of its own): said so in the
          // Swedish console, where a screen reader would read it with a Swedish voice.
          <Link component={RouterLink} to={path} lang={target.title && language !== 'en' ? 'en' : undefined}>
            {title}
          </Link>
        ) : (
          t('audit.gone', { title })
        )}
      </Box>
    );
  }

  const column = {
    when: { label: t('audit.columns.when') },
    who: { label: t('audit.columns.who') },
    what: { label: t('audit.columns.what') },
    item: { label: t('audit.columns.item') },
  } satisfies Record<string, ConsoleColumn>;
  const columns = Object.values(column);

  return (
    <SectionFrame
      section="/admin/audit"
      title={t('audit.title')}
      actions={
        <Button variant="outlined" onClick={() => void log.refetch()}>
          {t('audit.refresh')}
        </Button>
      }
    >
      <ContentExport />
      <ContentRestore />
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('audit.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 3, alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label={t('audit.filters.action')}
          value={action ?? ALL}
          onChange={(event) => setFilter('action', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value={ALL}>{t('audit.filters.allActions')}</option>
          {AUDIT_ACTIONS.map((item) => (
            <option key={item} value={item}>
              {t(`audit.actions.${item}`)}
            </option>
          ))}
        </TextField>
        <Stack
          component="form"
          role="search"
          aria-label={t('audit.filters.person')}
          onSubmit={filterPerson}
          // The browser holds an address that is not one back, saying why in the console's language.
          ref={localizedValidation}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            name="person"
            type="email"
            size="small"
            label={t('audit.filters.person')}
            helperText={t('audit.filters.personHelp')}
            value={typedPerson}
            onChange={(event) => setTypedPerson(event.target.value)}
            inputRef={personField}
            sx={{ minWidth: { sm: 300 } }}
          />
          <Button type="submit" variant="outlined">
            {t('audit.filters.apply')}
          </Button>
          {person && <Button onClick={everyone}>{t('audit.filters.clear')}</Button>}
        </Stack>
      </Stack>
      {entries === null && log.isError ? (
        <Typography color="textSecondary">{t('audit.loadFailed')}</Typography>
      ) : entries === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : entries.length === 0 ? null : (
        <ConsoleTable label={t('audit.tableLabel')} columns={columns} cardsBelow={AUDIT_CARDS_BELOW}>
          {entries.map((entry) => (
            <ConsoleRow key={entry.id}>
              <ConsoleCell column={column.when} sx={{ whiteSpace: 'nowrap' }}>
                {entry.at ? time(entry.at) : ''}
              </ConsoleCell>
              <ConsoleCell column={column.who}>{who(entry)}</ConsoleCell>
              <ConsoleCell column={column.what}>{what(entry)}</ConsoleCell>
              <ConsoleCell column={column.item}>{item(entry)}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      {/* Rendered while the log is read too: each filter's count (or "none") is heard where it changes. */}
      <OlderPages
        list={log}
        texts={{
          shown: t('audit.shown', { count: entries?.length ?? 0 }),
          allShown: t('audit.allShown', { count: entries?.length ?? 0 }),
          none: action || person ? t('audit.empty') : t('audit.noneYet'),
          showOlder: t('audit.showOlder'),
          loadingOlder: t('audit.loadingOlder'),
        }}
      />
    </SectionFrame>
  );
}
