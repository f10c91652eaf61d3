/**
 * Retries of lead deliveries with back-off: every minute on a schedule, and on demand for an
 * admin (after fixing a webhook, or in tests, where no scheduler runs). Both run the same routine.
 * The on-demand run is called by an admin's script, not by a page, and holds to App Check and CORS
 * as every callable does (appCheck.ts): with enforcement on, the script sends a token made for the
 * web app.
 */

import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, leadSettings, REGION, siteUrl, WEBHOOK_SECRETS } from '../config';
import { requireAdmin } from '../errors';
import { db } from '../firebase';
import { type RetrySummary, retryDueLeads } from './redelivery';

export const retryLeadDeliveries = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: REGION,
    timeoutSeconds: 300,
    retryCount: 0,
    maxInstances: 1,
    secrets: WEBHOOK_SECRETS,
  },
  async () => {
    const summary = await retryDueLeads(db(), leadSettings());
    if (summary.due > 0) logger.info('Lead delivery retry run', summary);
  },
);

export const retryLeadDeliveriesNow = onCall(
  // No page calls it; a browser's call from a page not on the site (SITE_URL) is refused, as every callable's.
  { region: REGION, timeoutSeconds: 300, maxInstances: 1, secrets: WEBHOOK_SECRETS, cors: siteUrl },
  async (request): Promise<RetrySummary> => {
    requireCallableAppCheck(request, appCheckEnforced.value(), 'retry lead deliveries', 'script');
    await requireAdmin(request, db(), 'retry lead deliveries');
    return retryDueLeads(db(), leadSettings());
  },
);
