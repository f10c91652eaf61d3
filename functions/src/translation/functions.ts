/**
 * translateBlog and translateCaseStudy, one callable per content type, both made from the type's
 * descriptor (its `translated` fields): staff (admins and writers) only; the fields translated
 * into targetLang with their markdown intact (a case study's metrics part by part, each name
 * still paired with its value), or a clear error.
 */

import { type CallableOptions, type CallableRequest, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, REGION, siteUrl, translationApiKey, translationSettings } from '../config';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  completeAnswer,
  type Language,
  type Metric,
  metricsFields,
  type TranslatedFields,
  translationRequestSchema,
} from '../domain';
import { parseRequest, requireStaff } from '../errors';
import { db } from '../firebase';
import { TranslationProviderError } from './chatCompletions';
import { MarkdownGuardError } from './markdown';
import { type TranslatorSettings, translateFields, translateMetrics } from './translator';

function configuredTranslator(): TranslatorSettings {
  const settings = translationSettings();
  const missing = [
    !settings.baseUrl && 'TRANSLATION_BASE_URL',
    !settings.model && 'TRANSLATION_MODEL',
    !settings.apiKey && 'the TRANSLATION_API_KEY secret',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) {
    const names = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
    throw new HttpsError('failed-precondition', `Translation is not configured: set ${names}.`);
  }
  return settings;
}

/** "… overloaded." stays as it is, "… lost" gets its full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Every field of `fields`: the text ones as markdown, the metrics ones entry by entry. */
async function translateAll<T extends ContentTypeDescriptor>(
  type: T,
  fields: TranslatedFields<T>,
  target: Language,
  settings: TranslatorSettings,
): Promise<TranslatedFields<T>> {
  const lists = new Set<string>(metricsFields(type));
  const entries = Object.entries(fields as Readonly<Record<string, string | Metric[]>>);
  const texts = Object.fromEntries(
    entries.flatMap(([name, value]) => (typeof value === 'string' && !lists.has(name) ? [[name, value]] : [])),
  ) as Record<string, string>;
  const metrics = entries.flatMap(([name, value]) => (Array.isArray(value) ? [[name, value] as const] : []));
  const [translatedTexts, translatedMetrics] = await Promise.all([
    translateFields(texts, target, settings),
    Promise.all(metrics.map(async ([name, list]) => [name, await translateMetrics(list, target, settings)] as const)),
  ]);
  return { ...translatedTexts, ...Object.fromEntries(translatedMetrics) } as TranslatedFields<T>;
}

async function translateOrExplain<T extends ContentTypeDescriptor>(
  type: T,
  fields: TranslatedFields<T>,
  target: Language,
): Promise<TranslatedFields<T>> {
  const settings = configuredTranslator();
  try {
    return await translateAll(type, fields, target, settings);
  } catch (error) {
    if (error instanceof TranslationProviderError) {
      logger.warn('Translation provider failed', { message: error.message, model: settings.model });
      throw new HttpsError('unavailable', `Translation failed: ${sentence(error.message)}`);
    }
    if (error instanceof MarkdownGuardError) {
      logger.warn('Translation rejected by the markdown guard', { message: error.message, model: settings.model });
      throw new HttpsError(
        'aborted',
        `Translation failed: ${sentence(error.message)} Nothing was changed; please try again.`,
      );
    }
    throw error;
  }
}

const translationOptions: CallableOptions = {
  region: REGION,
  // Only the admin console's pages (the shell's origin) may call these from a browser; a
  // preflight from any other origin gets no Access-Control-Allow-Origin.
  cors: siteUrl,
  secrets: [translationApiKey],
  timeoutSeconds: 300,
  memory: '512MiB',
  maxInstances: 5,
};

/** The callable that translates `type`'s `translated` fields (named by its descriptor's `translationCallable`). */
function translationFunction<T extends ContentTypeDescriptor>(type: T) {
  const schema = translationRequestSchema(type);
  return onCall(translationOptions, async (request: CallableRequest): Promise<TranslatedFields<T>> => {
    // The admin console sends App Check tokens like the site (platform/src/firebase/appCheck.ts).
    requireCallableAppCheck(request, appCheckEnforced.value(), 'translate');
    await requireStaff(request, db(), 'translate content');
    const { targetLang, ...fields } = parseRequest(schema, request.data);
    return translateOrExplain(type, completeAnswer(type, fields), targetLang);
  });
}

export const translateBlog = translationFunction(BLOG_TYPE);
export const translateCaseStudy = translationFunction(CASE_STUDY_TYPE);
