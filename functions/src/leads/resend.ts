/**
 * resendLead: an admin sends a failed lead to its webhook again from the leads inbox (the admin
 * console's /admin/leads), with the same idempotency key as before; or, with `event: 'unsubscribed'`,
 * a newsletter subscription's failed `unsubscribed` event, with its own key; or, with
 * `event: 'unsubscribeUrl'`, an older subscription's failed `unsubscribe_url` event, with its own.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, type LeadSettings, leadSettings, REGION, siteUrl, WEBHOOK_SECRETS } from '../config';
import {
  AUDIT_LOG_COLLECTION,
  auditEmail,
  LEADS_COLLECTION,
  type ResendLeadResult,
  resendLeadRequestSchema,
} from '../domain';
import { parseRequest, requireAdmin } from '../errors';
import { db } from '../firebase';
import type { attemptDelivery } from './delivery';
import { resendFailedLead } from './redelivery';

export interface ResendDeps {
  firestore: Firestore;
  settings: LeadSettings;
  appCheckEnforced: boolean;
  deliver?: typeof attemptDelivery;
}

/** The callable's work: App Check (when enforced), the admin claim, the request, the resend. */
export async function handleResendLead(request: CallableRequest, deps: ResendDeps): Promise<ResendLeadResult> {
  // The admin console sends App Check tokens like the site (platform/src/firebase/appCheck.ts).
  requireCallableAppCheck(request, deps.appCheckEnforced, 'resend leads');
  const caller = await requireAdmin(request, deps.firestore, 'resend leads');
  const { leadId, event = 'subscription' } = parseRequest(resendLeadRequestSchema, request.data);
  const result = await resendFailedLead(deps.firestore, leadId, deps.settings, new Date(), deps.deliver, event);
  // The audit log: who resent which lead (its id, never its data), which of its events when not the
  // lead itself, and how the delivery went.
  await deps.firestore.collection(AUDIT_LOG_COLLECTION).add({
    action: 'lead_resent',
    actor_uid: caller.uid,
    actor_email: auditEmail(caller.email),
    at: FieldValue.serverTimestamp(),
    target: { collection: LEADS_COLLECTION, id: leadId, title: '' },
    details: { state: result.state, ...(event === 'subscription' ? {} : { event }) },
  });
  return result;
}

export const resendLead = onCall(
  // Called from the admin console's pages, which are the site's (SITE_URL): CORS for that origin only.
  { region: REGION, timeoutSeconds: 60, maxInstances: 5, secrets: WEBHOOK_SECRETS, cors: siteUrl },
  (request: CallableRequest): Promise<ResendLeadResult> =>
    handleResendLead(request, {
      firestore: db(),
      settings: leadSettings(),
      appCheckEnforced: appCheckEnforced.value(),
    }),
);
