/**
 * The inbox's exports: the rows on screen as CSV (for a spreadsheet; headings in the console's
 * language) or JSON (for a person's access request), downloaded by the browser.
 */
import { csvSeparator, formatDateTime, type Language, type LeadInboxRow, toCsv } from '@app/domain';
import type { TFunction } from 'i18next';

export function leadsCsv(rows: readonly LeadInboxRow[], t: TFunction<'admin'>, language: Language): string {
  const table = [
    [
      t('leads.columns.received'),
      t('leads.columns.kind'),
      t('leads.columns.email'),
      t('leads.details.name'),
      t('leads.details.company'),
      t('leads.details.message'),
      t('leads.details.page'),
      t('leads.columns.state'),
      t('leads.columns.attempts'),
    ],
    ...rows.map((row) => [
      formatDateTime(row.createdAt, language),
      t(`leads.kinds.${row.type}`),
      row.email,
      row.name,
      row.company,
      row.message,
      row.page,
      t(`leads.states.${row.state}`),
      row.attempts,
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

/** `leads-2026-11-26` or `leads-anna-example-se-2026-11-26`: safe in every file system. */
export function exportFileName(email: string | null, now: Date = new Date()): string {
  const who = email
    ? `-${email
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `leads${who}-${now.toISOString().slice(0, 10)}`;
}
