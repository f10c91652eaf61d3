/**
 * subscribeNewsletter, sendQuizLead and sendContact: the newsletter, quiz and contact forms'
 * leads. Each one, in order: refuses oversized requests, counts the request against the client's
 * rate limit, validates the input (naming the bad field), stores the lead, then forwards it to its
 * webhook. A failed forward is retried later (retryLeadDeliveries), so the caller hears "received"
 * as soon as the lead is stored.
 */

import { type CallableOptions, type CallableRequest, HttpsError, onCall } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { leadSettings, REGION } from '../config';
import { HONEYPOT_FIELD, LEAD_LIMITS, LEAD_SCHEMAS, type LeadReceipt, type LeadType } from '../domain';
import { parseRequest } from '../errors';
import { db } from '../firebase';
import { clientAddress, hashClient } from './policy';
import { attemptDelivery, enforceRateLimit, storeLead } from './store';

function requestBytes(request: CallableRequest): number {
  const raw = request.rawRequest.rawBody;
  return raw ? raw.length : Buffer.byteLength(JSON.stringify(request.data ?? null));
}

async function receiveLead(type: LeadType, request: CallableRequest): Promise<LeadReceipt> {
  const settings = leadSettings();
  const size = requestBytes(request);
  if (size > LEAD_LIMITS.requestBytes) {
    throw new HttpsError(
      'invalid-argument',
      `Invalid input: request: the request is ${size} bytes; at most ${LEAD_LIMITS.requestBytes} bytes are accepted`,
      { field: 'request' },
    );
  }

  const firestore = db();
  const now = new Date();
  const clientHash = hashClient(clientAddress(request.rawRequest, settings.clientProxyHops));
  await enforceRateLimit(firestore, clientHash, settings, now);

  // A filled honeypot fails validation ("website: must be left empty"): nothing is stored.
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = parseRequest(LEAD_SCHEMAS[type], request.data);
  const stored = await storeLead(firestore, { type, payload, clientHash, now }, settings);
  if (stored.duplicate) {
    logger.info('Duplicate lead acknowledged, not forwarded again', { leadId: stored.leadId, type });
    return { ok: true };
  }
  await attemptDelivery(stored.leadRef, stored.lead, settings);
  return { ok: true };
}

const leadOptions: CallableOptions = { region: REGION, memory: '256MiB', timeoutSeconds: 60, maxInstances: 10 };

export const subscribeNewsletter = onCall(leadOptions, (request) => receiveLead('newsletter', request));
export const sendQuizLead = onCall(leadOptions, (request) => receiveLead('quiz', request));
export const sendContact = onCall(leadOptions, (request) => receiveLead('contact', request));
