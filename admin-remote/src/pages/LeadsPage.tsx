import {
  formatDateTime,
  isLeadDeliveryState,
  isLeadType,
  LEAD_DELIVERY_STATES,
  LEAD_TYPES,
  type LeadDeliveryState,
  type LeadEventDelivery,
  type LeadInboxRow,
  leadInDeliveryState,
  type ResendableLeadEvent,
  readDeliveryError,
} from '@app/domain';
import { localizedValidation, notify, useLanguage } from '@app/platform';
import { useSearchParams } from '@app/platform/router';
import { Box, Button, Chip, CircularProgress, Stack, TextField, type Theme, Typography } from '@app/shared-ui/mui';
import { ToggleButton, ToggleButtonGroup } from '@app/shared-ui/mui-admin';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorKey, eraseLeads, findLeadsByEmail, listLeads, resendLead } from '../data/leads';
import { type ListPage, pagedListQuery } from '../data/lists';
import { BreakableEmail } from '../features/content/BreakableEmail';
import { ConsoleCell, type ConsoleColumn, ConsoleRow, ConsoleTable } from '../features/content/ConsoleTable';
import { OlderPages } from '../features/content/OlderPages';
import { SectionFrame } from '../features/content/SectionFrame';
import { UnavailableButton } from '../features/content/UnavailableButton';
import { ConfirmDialog } from '../features/editor/ConfirmDialog';
import { download, exportFileName, leadsCsv, leadsJson } from '../features/leads/exportLeads';

const ALL = 'all';

/**
 * Why a lead's delivery failed, in the console's language when it is one the delivery writes
 * (domain deliveryError.ts); otherwise null, and the server's own (English) words are shown.
 */
function deliveryErrorWords(t: TFunction<'admin'>, lastError: string): string | null {
  const error = readDeliveryError(lastError);
  switch (error.kind) {
    case 'http':
      return t(error.redirect ? 'leads.deliveryErrors.httpRedirect' : 'leads.deliveryErrors.http', {
        status: error.status,
      });
    case 'unreachable':
      return t('leads.deliveryErrors.unreachable', { cause: error.cause });
    case 'other':
      return null;
    default:
      return t(`leads.deliveryErrors.${error.kind}`);
  }
}

/** The delivery's error as the inbox shows it: the server's words, when the console has none, marked English. */
function DeliveryErrorText({ lastError }: { lastError: string }) {
  const { t } = useTranslation('admin');
  const words = deliveryErrorWords(t, lastError);
  return words ?? <span lang="en">{lastError}</span>;
}

/**
 * A filter's buttons: joined in one row from `sm` up; on a phone, where the Swedish states do not
 * fit in one row, a grid of two columns, each button with a border of its own.
 */
const filterGroup = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: 1,
    // Each button its own border, in its own colour (the theme's: 3:1 and more on the page).
    '&& > *': { m: 0, border: 1, borderRadius: 1 },
  },
});

/**
 * The inbox's seven columns are a table from 64em (1024 px at the default text size; the theme's
 * breakpoints are in em) up, cards below (on a tablet too). Measured with a long Swedish contact
 * message (e2e/admin/leads-inbox.spec.ts): the table fits from 959 px in English and 982 px in
 * Swedish, with a one-digit day in the date; a two-digit day (about 8 px) and a desktop's scroll
 * bar (up to 17 px) take that past 1000 px.
 */
const LEADS_CARDS_BELOW = 64;

/** What a resend under way is known by: the lead's own (its id), or its event's (`<id>:<event>`). */
const resendKey = (id: string, event: ResendableLeadEvent) => (event === 'subscription' ? id : `${id}:${event}`);

/** Each resend's toasts and refusals: of the lead itself, its `unsubscribed` event or its `unsubscribe_url` one. */
const RESEND_TEXTS = {
  subscription: {
    call: 'resendLead',
    doneTitle: 'leads.resentTitle',
    done: 'leads.resentDescription',
    failed: 'leads.resendFailedDescription',
    error: 'leads.resendErrorDescription',
  },
  unsubscribed: {
    call: 'resendUnsubscribed',
    doneTitle: 'leads.resentUnsubscribedTitle',
    done: 'leads.resentUnsubscribedDescription',
    failed: 'leads.resendUnsubscribedFailedDescription',
    error: 'leads.resendUnsubscribedErrorDescription',
  },
  unsubscribeUrl: {
    call: 'resendUnsubscribeUrl',
    doneTitle: 'leads.resentUnsubscribeUrlTitle',
    done: 'leads.resentUnsubscribeUrlDescription',
    failed: 'leads.resendUnsubscribeUrlFailedDescription',
    error: 'leads.resendUnsubscribeUrlErrorDescription',
  },
} as const;

/** Each event's delivery on a row (the lead's own is the row's state itself). */
const eventDelivery = (row: LeadInboxRow, event: Exclude<ResendableLeadEvent, 'subscription'>) =>
  event === 'unsubscribed' ? row.unsubscribedDelivery : row.unsubscribeUrlDelivery;

/** Each event's Resend button, as the refocus finds it. */
const RESEND_BUTTON: Record<ResendableLeadEvent, string> = {
  subscription: '[data-lead-resend]',
  unsubscribed: '[data-lead-resend-unsubscribed]',
  unsubscribeUrl: '[data-lead-resend-unsubscribe-url]',
};

const STATE_COLOR: Record<LeadDeliveryState, 'success' | 'warning' | 'error'> = {
  delivered: 'success',
  retrying: 'warning',
  failed: 'error',
};

/**
 * The leads inbox (/admin/leads): the leads the site's forms received, newest first and a page at
 * a time (Show older leads reads the next), with what each said and its delivery to the
 * automation; filtered by kind and state (kept in the address: ?kind=…&state=…); a failed lead
 * can be resent, and so can a newsletter subscription's failed `unsubscribed` event (shown under its
 * Unsubscribed mark) and an older subscription's failed `unsubscribe_url` one; Failed lists a lead
 * whose own delivery or either event failed, Retrying one whose own delivery or either event is
 * being retried (leadInDeliveryState). A person's leads are found by their e-mail (?email=…), all at once, for a GDPR
 * request: exported (JSON or CSV) and erased. Every view exports all the leads it matches, as CSV or JSON.
 */
export default function LeadsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage((state) => state.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const kindParam = searchParams.get('kind');
  const stateParam = searchParams.get('state');
  const type = isLeadType(kindParam) ? kindParam : undefined;
  const state = isLeadDeliveryState(stateParam) ? stateParam : undefined;
  const email = searchParams.get('email')?.trim() || null;
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [confirmingErase, setConfirmingErase] = useState(false);
  const [erasing, setErasing] = useState(false);
  /**
   * The address typed in Find. Kept in the one field (never a new one for each search, which took
   * the focus with it) and set to the address searched for whenever that changes (Show all leads
   * empties it).
   */
  const [typedEmail, setTypedEmail] = useState(email ?? '');
  useEffect(() => setTypedEmail(email ?? ''), [email]);
  const findField = useRef<HTMLInputElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  /** A refused erasure gives the focus back to Erase once it is enabled again (it was disabled while it ran). */
  const [refocusErase, setRefocusErase] = useState(false);
  useEffect(() => {
    if (!refocusErase || erasing) return;
    setRefocusErase(false);
    eraseButton.current?.focus();
  }, [refocusErase, erasing]);

  const queryClient = useQueryClient();
  const queryKey = ['admin', 'leads', { email, type, state }];
  const inbox = useInfiniteQuery(
    pagedListQuery(
      queryKey,
      async (after): Promise<ListPage<LeadInboxRow>> => {
        if (!email) return listLeads({ type, state }, after);
        const found = await findLeadsByEmail(email);
        const items = found.filter(
          (row) => (!type || row.type === type) && (!state || leadInDeliveryState(row, state)),
        );
        return { items, next: null };
      },
      () => notify({ kind: 'error', title: t('list.errorTitle'), description: t('leads.loadFailed') }),
    ),
  );
  const rows = inbox.data?.pages.flatMap((page) => page.items) ?? null;
  const reload = () => void inbox.refetch();

  /**
   * The lead whose resend just ended, which of its events it sent, and the state it answered (null
   * when refused): the focus goes back into its row once the row shows that state (Resend was
   * disabled while it ran, which dropped the focus to the page). To Resend again when the event is
   * still failed, else to the row's delivery state, which says it was delivered (or is being tried
   * again) now that Resend is gone. Left alone
   * when staff moved on meanwhile (the focus is elsewhere than the page or that row).
   */
  const [refocusLead, setRefocusLead] = useState<{
    id: string;
    event: ResendableLeadEvent;
    state: LeadDeliveryState | null;
  } | null>(null);
  const leadRows = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (refocusLead === null || resending.has(resendKey(refocusLead.id, refocusLead.event))) return;
    const lead = rows?.find((item) => item.id === refocusLead.id);
    const shown =
      refocusLead.event === 'subscription' ? lead?.state : lead && eventDelivery(lead, refocusLead.event)?.state;
    // The cache's update may render after the resend's end: wait for the row to say how it went.
    if (lead && refocusLead.state !== null && shown !== refocusLead.state) return;
    setRefocusLead(null);
    const leadRow = [...(leadRows.current?.querySelectorAll<HTMLElement>('tr[data-lead-id]') ?? [])].find(
      (element) => element.dataset.leadId === refocusLead.id,
    );
    if (!leadRow) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !leadRow.contains(focused)) return;
    const button = RESEND_BUTTON[refocusLead.event];
    const target =
      leadRow.querySelector<HTMLElement>(`${button}:not(:disabled)`) ??
      leadRow.querySelector<HTMLElement>('[data-lead-delivery]');
    target?.focus();
  }, [refocusLead, resending, rows]);

  function setFilter(name: 'kind' | 'state' | 'email', value: string | null) {
    // Clicking the selected button again deselects it (null): keep the filter as it is.
    if (value === null) return;
    const next = new URLSearchParams(searchParams);
    if (value === ALL || value === '') next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: name !== 'email' });
  }

  /**
   * A search (or Show all leads) adds a history entry, so Back returns to the inbox before it; the
   * shell moves the focus to the page's start on such an entry (its ScrollToTop, as for a new page),
   * which took it from staff typing in Find. Asked here, it goes back to Find's field once the
   * address has changed: this page's effects run after the shell's in the same commit. Holds the
   * address (empty: every lead) whose view, once shown, gives the focus back to Find's field.
   */
  const focusFindAt = useRef<string | null>(null);
  useEffect(() => {
    if (focusFindAt.current === null || focusFindAt.current !== (email ?? '')) return;
    focusFindAt.current = null;
    findField.current?.focus();
  }, [email]);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = typedEmail.trim();
    if (wanted !== (email ?? '')) focusFindAt.current = wanted;
    setFilter('email', wanted);
  }

  /** Back to every lead: the button goes with the person's view, so the focus goes to Find's field. */
  function showAll() {
    focusFindAt.current = '';
    setFilter('email', '');
    findField.current?.focus();
  }

  const [exporting, setExporting] = useState(false);
  /** How many leads an export has read so far (the pages shown, then each older one); null when none runs. */
  const [exportRead, setExportRead] = useState<number | null>(null);

  /**
   * Every lead the view matches, as CSV or JSON: the pages shown and the older ones, read for the
   * export (the list goes on showing the pages it showed). Nothing is downloaded unless all are read.
   */
  async function exportRows(format: 'csv' | 'json') {
    if (!rows || exporting) return;
    setExporting(true);
    try {
      const all = [...rows];
      setExportRead(all.length);
      for (let after = email ? null : (inbox.data?.pages.at(-1)?.next ?? null); after; ) {
        const page = await listLeads({ type, state }, after);
        all.push(...page.items);
        setExportRead(all.length);
        after = page.next;
      }
      const name = exportFileName(email);
      if (format === 'csv') download(`${name}.csv`, leadsCsv(all, t, language), 'text/csv;charset=utf-8');
      else download(`${name}.json`, leadsJson(all), 'application/json');
    } catch {
      notify({ kind: 'error', title: t('leads.export.failedTitle'), description: t('leads.export.failed') });
    } finally {
      setExporting(false);
      setExportRead(null);
    }
  }

  async function erase() {
    if (!email) return;
    setConfirmingErase(false);
    setErasing(true);
    try {
      const { erased } = await eraseLeads(email);
      notify({
        kind: 'success',
        title: t('leads.erase.doneTitle'),
        description: t('leads.erase.done', { count: erased, email }),
      });
      reload();
      // The Erase button goes with the leads: the focus goes to Find, for the next request.
      findField.current?.focus();
    } catch (error) {
      notify({
        kind: 'error',
        title: t('leads.erase.failedTitle'),
        description: t(callErrorKey(error, 'eraseLeads', 'leads.erase.failed')),
      });
      setRefocusErase(true);
    } finally {
      setErasing(false);
    }
  }

  /** Sends a failed lead (`subscription`) or one of its failed events again, and shows how it went. */
  async function resend(row: LeadInboxRow, event: ResendableLeadEvent = 'subscription') {
    const key = resendKey(row.id, event);
    const texts = RESEND_TEXTS[event];
    setResending((current) => new Set(current).add(key));
    let answered: LeadDeliveryState | null = null;
    try {
      const result = event === 'subscription' ? await resendLead(row.id) : await resendLead(row.id, event);
      answered = result.state;
      const delivery = { state: result.state, attempts: result.attempts, lastError: result.lastError };
      const updated = (item: LeadInboxRow): LeadInboxRow =>
        event === 'subscription'
          ? { ...item, ...delivery }
          : event === 'unsubscribed'
            ? { ...item, unsubscribedDelivery: delivery }
            : { ...item, unsubscribeUrlDelivery: delivery };
      queryClient.setQueryData<InfiniteData<ListPage<LeadInboxRow>>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === row.id ? updated(item) : item)),
              })),
            }
          : data,
      );
      if (result.state === 'delivered') {
        notify({ kind: 'success', title: t(texts.doneTitle), description: t(texts.done, { email: row.email }) });
      } else {
        notify({
          kind: 'error',
          title: t('leads.resendFailedTitle'),
          description: t(texts.failed, {
            email: row.email,
            error: result.lastError ? (deliveryErrorWords(t, result.lastError) ?? result.lastError) : '',
          }),
        });
      }
    } catch (error) {
      notify({
        kind: 'error',
        title: t('leads.resendFailedTitle'),
        description: t(callErrorKey(error, texts.call, texts.error)),
      });
    } finally {
      setRefocusLead({ id: row.id, event, state: answered });
      setResending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }

  const column = {
    kind: { label: t('leads.columns.kind'), oneLine: true },
    email: { label: t('leads.columns.email'), minWidth: 160 },
    said: { label: t('leads.columns.said'), minWidth: 180 },
    received: { label: t('leads.columns.received'), oneLine: true },
    state: { label: t('leads.columns.state') },
    attempts: { label: t('leads.columns.attempts'), align: 'right', oneLine: true },
    actions: { label: t('leads.columns.actions'), hidden: true, align: 'right', oneLine: true },
  } satisfies Record<string, ConsoleColumn>;
  const columns = Object.values(column);

  return (
    <SectionFrame
      section="/admin/leads"
      title={t('leads.title')}
      actions={
        <Button variant="outlined" onClick={reload}>
          {t('leads.refresh')}
        </Button>
      }
    >
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('leads.intro')}
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label={t('leads.find.label')}
        onSubmit={find}
        // The browser holds an address that is not one back, saying why in the console's language.
        ref={localizedValidation}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          name="email"
          type="email"
          size="small"
          label={t('leads.find.label')}
          helperText={t('leads.find.help')}
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
          inputRef={findField}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button type="submit" variant="outlined">
          {t('leads.find.submit')}
        </Button>
        {email && <Button onClick={showAll}>{t('leads.find.clear')}</Button>}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={filterGroup}
          value={type ?? ALL}
          onChange={(_event, value: string | null) => setFilter('kind', value)}
          aria-label={t('leads.filters.kind')}
        >
          <ToggleButton value={ALL}>{t('leads.filters.allKinds')}</ToggleButton>
          {LEAD_TYPES.map((kind) => (
            <ToggleButton key={kind} value={kind}>
              {t(`leads.kinds.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={filterGroup}
          value={state ?? ALL}
          onChange={(_event, value: string | null) => setFilter('state', value)}
          aria-label={t('leads.filters.state')}
        >
          <ToggleButton value={ALL}>{t('leads.filters.allStates')}</ToggleButton>
          {LEAD_DELIVERY_STATES.map((item) => (
            <ToggleButton key={item} value={item}>
              {t(`leads.states.${item}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {rows === null && inbox.isError ? (
        <Typography color="textSecondary">{t('leads.loadFailed')}</Typography>
      ) : rows === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : rows.length === 0 ? null : (
        <>
          {email && (
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('leads.find.results', { count: rows.length, email })}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <UnavailableButton
              size="small"
              variant="outlined"
              unavailable={exporting}
              onClick={() => void exportRows('csv')}
            >
              {t('leads.export.csv')}
            </UnavailableButton>
            <UnavailableButton
              size="small"
              variant="outlined"
              unavailable={exporting}
              onClick={() => void exportRows('json')}
            >
              {t('leads.export.json')}
            </UnavailableButton>
            {email && (
              <Button
                ref={eraseButton}
                size="small"
                variant="contained"
                color="error"
                sx={{ bgcolor: 'error.dark' }}
                disabled={erasing}
                onClick={() => setConfirmingErase(true)}
              >
                {erasing ? t('leads.erase.erasing') : t('leads.erase.button', { email })}
              </Button>
            )}
            {/*
              A live region (not a status: the list's count is the page's one) that stays, so each
              older page the export reads is heard; it says nothing while no export runs.
            */}
            <Stack direction="row" aria-live="polite" sx={{ gap: 1, alignItems: 'center', alignSelf: 'center' }}>
              {exportRead !== null && (
                <>
                  <CircularProgress size={16} aria-hidden />
                  <Typography variant="body2" color="textSecondary">
                    {t('leads.export.reading', { count: exportRead })}
                  </Typography>
                </>
              )}
            </Stack>
          </Stack>
          <ConsoleTable
            label={t('leads.tableLabel')}
            columns={columns}
            cardsBelow={LEADS_CARDS_BELOW}
            dense
            bodyRef={leadRows}
          >
            {rows.map((row) => (
              <ConsoleRow key={row.id} data-lead-id={row.id}>
                <ConsoleCell column={column.kind}>
                  {t(`leads.kinds.${row.type}`)}
                  {row.unsubscribedAt && (
                    // Ended by the person with the newsletter's unsubscribe address (its event's delivery is
                    // in the Delivery column while it is not delivered).
                    // The kind keeps to one line; the mark may break before its time, which keeps to one
                    // (on one line the Swedish mark widened the table past a 1280 px page, cutting off Resend).
                    <Typography
                      variant="body2"
                      color="textSecondary"
                      data-lead-unsubscribed
                      sx={{ mt: 0.5, whiteSpace: 'normal' }}
                    >
                      <Chip size="small" variant="outlined" label={t('leads.unsubscribed')} sx={{ fontWeight: 700 }} />{' '}
                      <Box component="time" dateTime={row.unsubscribedAt.toISOString()} sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.unsubscribedAt, language)}
                      </Box>
                    </Typography>
                  )}
                </ConsoleCell>
                <ConsoleCell column={column.email}>
                  <BreakableEmail email={row.email} />
                </ConsoleCell>
                <ConsoleCell column={column.said} sx={{ overflowWrap: 'anywhere' }}>
                  <LeadDetails row={row} />
                </ConsoleCell>
                <ConsoleCell column={column.received}>
                  <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt, language)}</time>
                </ConsoleCell>
                {/* Focusable by script only: where the focus goes once a resend has taken Resend away. */}
                <ConsoleCell column={column.state} tabIndex={-1} data-lead-delivery>
                  <DeliveryStateChip state={row.state} />
                  {row.state !== 'delivered' && row.lastError && <LastError lastError={row.lastError} />}
                  {row.unsubscribedDelivery && row.unsubscribedDelivery.state !== 'delivered' && (
                    <EventNotice
                      label={t('leads.unsubscribedNotice')}
                      delivery={row.unsubscribedDelivery}
                      data-lead-unsubscribed-delivery
                    />
                  )}
                  {row.unsubscribeUrlDelivery && row.unsubscribeUrlDelivery.state !== 'delivered' && (
                    <EventNotice
                      label={t('leads.unsubscribeUrlNotice')}
                      delivery={row.unsubscribeUrlDelivery}
                      data-lead-unsubscribe-url-delivery
                    />
                  )}
                </ConsoleCell>
                <ConsoleCell column={column.attempts}>{row.attempts}</ConsoleCell>
                <ConsoleCell column={column.actions}>
                  {row.state === 'failed' && (
                    <Button
                      data-lead-resend
                      size="small"
                      variant="contained"
                      disabled={resending.has(row.id)}
                      onClick={() => resend(row)}
                      aria-label={t('leads.resendLabel', { email: row.email })}
                    >
                      {resending.has(row.id) ? t('leads.resending') : t('leads.resend')}
                    </Button>
                  )}
                  {row.unsubscribedDelivery?.state === 'failed' && (
                    <Button
                      data-lead-resend-unsubscribed
                      size="small"
                      variant="contained"
                      disabled={resending.has(resendKey(row.id, 'unsubscribed'))}
                      onClick={() => resend(row, 'unsubscribed')}
                      aria-label={t('leads.resendUnsubscribedLabel', { email: row.email })}
                    >
                      {resending.has(resendKey(row.id, 'unsubscribed'))
                        ? t('leads.resending')
                        : t('leads.resendUnsubscribed')}
                    </Button>
                  )}
                  {row.unsubscribeUrlDelivery?.state === 'failed' && (
                    <Button
                      data-lead-resend-unsubscribe-url
                      size="small"
                      variant="contained"
                      disabled={resending.has(resendKey(row.id, 'unsubscribeUrl'))}
                      onClick={() => resend(row, 'unsubscribeUrl')}
                      aria-label={t('leads.resendUnsubscribeUrlLabel', { email: row.email })}
                    >
                      {resending.has(resendKey(row.id, 'unsubscribeUrl'))
                        ? t('leads.resending')
                        : t('leads.resendUnsubscribeUrl')}
                    </Button>
                  )}
                </ConsoleCell>
              </ConsoleRow>
            ))}
          </ConsoleTable>
        </>
      )}
      {/* Rendered while the leads are read too: each filter's count (or "none") is heard where it changes. */}
      <OlderPages
        list={inbox}
        texts={{
          shown: t('leads.shown', { count: rows?.length ?? 0 }),
          allShown: t('leads.allShown', { count: rows?.length ?? 0 }),
          none: email ? t('leads.find.none', { email }) : type || state ? t('leads.empty') : t('leads.noneYet'),
          showOlder: t('leads.showOlder'),
          loadingOlder: t('leads.loadingOlder'),
        }}
      />
      <ConfirmDialog
        open={confirmingErase}
        title={t('leads.erase.confirmTitle')}
        message={t('leads.erase.confirm', { email: email ?? '' })}
        confirmLabel={t('leads.erase.confirmButton')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void erase()}
        onCancel={() => setConfirmingErase(false)}
        destructive
      />
    </SectionFrame>
  );
}

/** A delivery's state (a lead's own, or its unsubscribe notice's) as the inbox shows it. */
function DeliveryStateChip({ state }: { state: LeadDeliveryState }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLOR[state]}
      label={t(`leads.states.${state}`)}
      sx={{ fontWeight: 700 }}
    />
  );
}

/** Why a delivery last failed, under its state. */
function LastError({ lastError }: { lastError: string }) {
  const { t } = useTranslation('admin');
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
      {t('leads.lastError')} <DeliveryErrorText lastError={lastError} />
    </Typography>
  );
}

/**
 * How one of a lead's events went to the automation, while not delivered: an ended subscription's
 * notice (its `unsubscribed` event), an older subscription's unsubscribe address (`unsubscribe_url`).
 */
function EventNotice({
  label,
  delivery,
  ...data
}: {
  label: string;
  delivery: LeadEventDelivery;
  'data-lead-unsubscribed-delivery'?: boolean;
  'data-lead-unsubscribe-url-delivery'?: boolean;
}) {
  return (
    <Box {...data} sx={{ mt: 1 }}>
      {/* The words before the state's chip, not in it: a chip's label never wraps, and this one is long in Swedish. */}
      <Typography variant="body2" color="textSecondary">
        {label} <DeliveryStateChip state={delivery.state} />
      </Typography>
      {delivery.lastError && <LastError lastError={delivery.lastError} />}
    </Box>
  );
}

/** What a lead said beside its address (a contact message's name, company and message), and the page it came from. */
function LeadDetails({ row }: { row: LeadInboxRow }) {
  const { t } = useTranslation('admin');
  const page = row.page ? (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {t('leads.details.page')}: <code>{row.page}</code>
    </Typography>
  ) : null;
  if (!row.name && !row.company && !row.message) {
    return (
      <>
        <Typography variant="body2" color="textSecondary">
          {t('leads.details.emailOnly')}
        </Typography>
        {page}
      </>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {[row.name, row.company].filter(Boolean).join(', ')}
      </Typography>
      {row.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {row.message}
        </Typography>
      )}
      {page}
    </>
  );
}
