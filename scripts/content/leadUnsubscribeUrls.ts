/**
 * `pnpm leads:unsubscribe-urls`: sends the newsletter tool the unsubscribe address of each
 * subscription it got before it was sent one. A newsletter lead's delivery carries its
 * `unsubscribe_url` (functions/src/leads/leadDocument.ts, webhookBody) since the unsubscribe page
 * exists; a subscription delivered before that never did, and nothing on it said so. Since then a
 * delivery that carried the address marks its lead `unsubscribe_url_sent`.
 *
 * Each still-subscribed, delivered, unexpired newsletter lead without that mark (and not queued
 * before) gets the `unsubscribe_url` event queued on it (`unsubscribe_url.forwarding`, pending and
 * due): the retry run (retryLeadDeliveries, every minute) sends it like any other event, claimed,
 * signed, with its own Idempotency-Key (`<lead id>:unsubscribe_url`), retried with back-off, and
 * after the lead's new leads and endings. A lead delivered by a version that sent the address
 * but did not mark it yet is queued too: the tool gets the same address again, under a key of its own.
 *
 * A dry run by default: it counts what it would queue and writes nothing. `--send` queues. A
 * second run queues nothing (a queued lead carries its event); a lead that changed between the
 * read and the write (an unsubscribe, a renewal) is left for the next run, as is one erased meanwhile.
 *
 *   pnpm leads:unsubscribe-urls --emulator [--send]
 *   pnpm leads:unsubscribe-urls --project <id> [--send]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { LEADS_COLLECTION, pendingForwarding } from '../../functions/src/leads/leadDocument';
import { runOnTarget } from './target';

const USAGE = 'Usage: pnpm leads:unsubscribe-urls --emulator [--project demo-…] | --project <id>  [--send]';

export interface QueuedUnsubscribeUrls {
  /** Newsletter leads read. */
  subscriptions: number;
  /** Those whose tool has no unsubscribe address for them: queued with --send, counted in a dry run. */
  lacking: number;
  /** Queued by this run (0 in a dry run). */
  queued: number;
  /** Leads that changed or went between the read and the write: left for the next run. */
  changed: number;
  /** Leads whose event could not be written, each `leads/<id>: <error>`. */
  failed: string[];
}

/** Firestore's NOT_FOUND (erased meanwhile) and FAILED_PRECONDITION (changed since it was read). */
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

/** Whether the stored fields say the tool has no unsubscribe address for a subscription it got. */
function lacksAddress(get: (field: string) => unknown, now: Date): boolean {
  const expiresAt = get('expires_at');
  return (
    get('forwarding.state') === 'delivered' &&
    get('unsubscribe') === undefined &&
    get('unsubscribe_url') === undefined &&
    get('unsubscribe_url_sent') !== true &&
    expiresAt instanceof Timestamp &&
    expiresAt.toMillis() > now.getTime()
  );
}

/** Queues (or, in a dry run, counts) the `unsubscribe_url` event of every subscription the tool has no address for. */
export async function queueUnsubscribeUrls(
  db: Firestore,
  options: { send: boolean; now?: Date },
): Promise<QueuedUnsubscribeUrls> {
  const now = options.now ?? new Date();
  const subscriptions = await db
    .collection(LEADS_COLLECTION)
    .where('type', '==', 'newsletter')
    .select('forwarding.state', 'unsubscribe', 'unsubscribe_url', 'unsubscribe_url_sent', 'expires_at')
    .get();
  const lacking = subscriptions.docs.filter((lead) => lacksAddress((field) => lead.get(field), now));
  const summary: QueuedUnsubscribeUrls = {
    subscriptions: subscriptions.size,
    lacking: lacking.length,
    queued: 0,
    changed: 0,
    failed: [],
  };
  if (!options.send) return summary;
  const writer = db.bulkWriter();
  for (const lead of lacking) {
    // Only as read: a lead unsubscribed, renewed or queued since is not written over.
    writer
      .update(
        lead.ref,
        { unsubscribe_url: { forwarding: pendingForwarding(now) } },
        { lastUpdateTime: lead.updateTime },
      )
      .then(
        () => summary.queued++,
        (error: unknown) => {
          const code = (error as { code?: unknown } | null)?.code;
          if (code === NOT_FOUND || code === FAILED_PRECONDITION) summary.changed++;
          else summary.failed.push(`${lead.ref.path}: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
  }
  // A precondition that fails is final: no retries of it.
  writer.onWriteError(
    (error) => error.code !== FAILED_PRECONDITION && error.code !== NOT_FOUND && error.failedAttempts < 10,
  );
  await writer.close();
  summary.failed.sort();
  return summary;
}

/** What a run says, dry or not. */
export function describeRun(summary: QueuedUnsubscribeUrls, send: boolean): string[] {
  const { subscriptions, lacking, queued, changed } = summary;
  if (!send) {
    return [
      `Dry run: ${lacking} of ${subscriptions} newsletter subscriptions were delivered without their unsubscribe address; nothing was written.`,
      lacking > 0 ? 'Run again with --send to queue their addresses for the newsletter tool.' : 'Nothing to send.',
    ];
  }
  return [
    `Queued the unsubscribe address of ${queued} of ${subscriptions} newsletter subscriptions; the retry run sends them, 50 a minute at most.`,
    ...(changed > 0 ? [`${changed} changed or were erased meanwhile: run again to look at them anew.`] : []),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const send = argv.includes('--send');
  await runOnTarget(
    argv.filter((arg) => arg !== '--send'),
    USAGE,
    async (db) => {
      const summary = await queueUnsubscribeUrls(db, { send });
      if (summary.failed.length)
        throw new Error(
          `${describeRun(summary, send).join('\n')}\n${summary.failed.length} could not be written; check that you may write Firestore, and run this again:\n  ${summary.failed.join('\n  ')}`,
        );
      return describeRun(summary, send);
    },
  );
}
