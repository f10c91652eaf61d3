/**
 * Case-study metrics, typed one per line as "Metric Name: Value". Blank lines are ignored, each
 * line splits at its first colon into a trimmed name and value, and text with no metrics is saved
 * as null. Text-direction controls are taken out, typed or stored, as from every text field
 * (textFields.ts DIRECTION_CONTROLS; firestore.rules refuses them).
 */
import { withoutDirectionControls } from './textFields';

export interface Metric {
  metric: string;
  value: string;
}

/** firestore.rules checks each entry by position, within its per-request expression budget. */
export const METRICS_MAX_COUNT = 8;
export const METRIC_PART_MAX_LENGTH = 200;

export function parseMetrics(text: string | null | undefined): Metric[] | null {
  if (!text) return null;
  const metrics: Metric[] = [];
  for (const line of withoutDirectionControls(text).split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const metric = (colon === -1 ? line : line.slice(0, colon)).trim();
    const value = colon === -1 ? '' : line.slice(colon + 1).trim();
    metrics.push({ metric, value });
  }
  return metrics.length > 0 ? metrics : null;
}

/**
 * The lines of `text` (numbered from 1) that hold a metric but no colon: parseMetrics saves each as
 * a metric with an empty value, which the editor points out.
 */
export function linesWithoutColon(text: string): number[] {
  return text.split(/\r?\n/).flatMap((line, index) => (line.trim() && !line.includes(':') ? [index + 1] : []));
}

/** The editor text for stored metrics; `parseMetrics(formatMetrics(m))` gives `m` back. */
export function formatMetrics(metrics: readonly Metric[] | null | undefined): string {
  if (!metrics) return '';
  return metrics.map(({ metric, value }) => `${metric}: ${value}`).join('\n');
}

export function isMetric(value: unknown): value is Metric {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.metric === 'string' && typeof candidate.value === 'string';
}

/** The entries of a stored value that are metrics (imported content may hold others); null when none. */
export function readMetrics(value: unknown): Metric[] | null {
  if (!Array.isArray(value)) return null;
  const metrics = value.filter(isMetric).map(({ metric, value: metricValue }) => ({
    metric: withoutDirectionControls(metric),
    value: withoutDirectionControls(metricValue),
  }));
  return metrics.length > 0 ? metrics : null;
}

/**
 * Where the editor's draft holds the text of a stored metrics field, typed as "Metric Name:
 * Value" lines: `metrics` → `metrics_text`, `metrics_sv` → `metrics_sv_text`.
 */
export function metricsTextField(stored: string): string {
  return `${stored}_text`;
}

/**
 * The metrics of `field` in a stored document (its list) or in an editor's draft (parsed from
 * its text, {@link metricsTextField}); null when there are none.
 */
export function metricsIn(values: object, field: string): Metric[] | null {
  const record = values as Readonly<Record<string, unknown>>;
  if (field in record) return readMetrics(record[field]);
  return parseMetrics(
    typeof record[metricsTextField(field)] === 'string' ? String(record[metricsTextField(field)]) : null,
  );
}
