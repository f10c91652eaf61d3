/**
 * The inbox's exports: the rows on screen as CSV (for a spreadsheet; headings in the console's
 * language) or JSON (for a person's access request), downloaded by the browser.
 */
import {
  csvSeparator,
  type Language,
  type LeadInboxRow,
  toCsv,
  todayInStockholm,
  toStockholmDateTime,
} from '@app/domain';
import type { TFunction } from 'i18next';

/**
 * When a lead came, for a spreadsheet: Stockholm time as '2026-03-01 13:05', the heading saying
 * the zone. The file outlives the page that says its times are Stockholm time, and this one form
 * is read as a time by Excel in either locale and sorts as time does (the console's '1 feb. 2026
 * 9:00' was text to it, sorted before '13 jan. 2026').
 */
function csvTime(instant: Date): string {
  return toStockholmDateTime(instant).replace('T', ' ');
}

export function leadsCsv(rows: readonly LeadInboxRow[], t: TFunction<'admin'>, language: Language): string {
  const table = [
    [
      t('leads.export.received'),
      t('leads.columns.kind'),
      t('leads.columns.email'),
      t('leads.details.name'),
      t('leads.details.company'),
      t('leads.details.message'),
      t('leads.details.page'),
      t('leads.columns.state'),
      t('leads.columns.attempts'),
      t('leads.export.unsubscribedDelivery'),
      t('leads.export.unsubscribeUrlDelivery'),
      t('leads.export.unsubscribed'),
    ],
    ...rows.map((row) => [
      csvTime(row.createdAt),
      t(`leads.kinds.${row.type}`),
      row.email,
      row.name,
      row.company,
      row.message,
      row.page,
      t(`leads.states.${row.state}`),
      row.attempts,
      row.unsubscribedDelivery ? t(`leads.states.${row.unsubscribedDelivery.state}`) : null,
      row.unsubscribeUrlDelivery ? t(`leads.states.${row.unsubscribeUrlDelivery.state}`) : null,
      row.unsubscribedAt ? csvTime(row.unsubscribedAt) : null,
    ]),
  ];
  // Split where a spreadsheet in the console's language looks for it: Swedish Excel at `;`.
  return toCsv(table, csvSeparator(language));
}

/** Every field the console knows of each lead, with times in ISO 8601. */
export function leadsJson(rows: readonly LeadInboxRow[]): string {
  const leads = rows.map((row) => ({
    id: row.id,
    type: row.type,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name: row.name,
    company: row.company,
    message: row.message,
    page: row.page,
    received_at: row.createdAt.toISOString(),
    delivery: row.state,
    attempts: row.attempts,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    deleted_automatically_at: row.expiresAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    // The lead's events, each delivered apart from the lead: its unsubscribe notice, its unsubscribe address.
    unsubscribed_delivery: row.unsubscribedDelivery?.state ?? null,
    unsubscribed_attempts: row.unsubscribedDelivery?.attempts ?? null,
    unsubscribe_url_delivery: row.unsubscribeUrlDelivery?.state ?? null,
    unsubscribe_url_attempts: row.unsubscribeUrlDelivery?.attempts ?? null,
  }));
  return `${JSON.stringify({ exported_at: new Date().toISOString(), leads }, null, 2)}\n`;
}

/** Saves `text` as a file through the browser's own download. */
export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `leads-2026-11-26` or `leads-anna-example-se-2026-11-26`: safe in every file system, dated by the
 * day in Stockholm (an export at 00:30 there is not named after the day before, as UTC's date was).
 */
export function exportFileName(email: string | null, now: Date = new Date()): string {
  const who = email
    ? `-${email
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `leads${who}-${todayInStockholm(now)}`;
}
