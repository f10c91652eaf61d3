/**
 * Case-study metrics, typed one per line as "Metric Name: Value". Blank lines are ignored, each
 * line splits at its first colon into a trimmed name and value, and text with no metrics is saved
 * as null.
 */
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
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const metric = (colon === -1 ? line : line.slice(0, colon)).trim();
    const value = colon === -1 ? '' : line.slice(colon + 1).trim();
    metrics.push({ metric, value });
  }
  return metrics.length > 0 ? metrics : null;
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
