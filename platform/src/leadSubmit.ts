import { HONEYPOT_FIELD } from '@app/domain';
import { useCallback, useRef, useState } from 'react';

/** The lead calls of `@app/platform/leads`, loaded on first submit (not in the page's first load). */
export type LeadsClient = typeof import('@app/platform/leads');

export type LeadSubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/** What every lead call receives besides the form's own fields: the honeypot, normally ''. */
export type WithHoneypot<TInput> = TInput & { [HONEYPOT_FIELD]: string };

/** A submitted form's field `name` as text ('' when absent). */
export function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** The honeypot a submitted form carries (see HoneypotField in the design system). */
export function honeypotOf(form: HTMLFormElement): { [HONEYPOT_FIELD]: string } {
  return { [HONEYPOT_FIELD]: fieldOf(form, HONEYPOT_FIELD) };
}

/**
 * Sends one lead through the platform's leads client (with the apps running; the same form posts
 * itself without them, see forms.ts) and tracks idle → sending → success | error; a second submit
 * while one is in flight is ignored. `submit` resolves true on success.
 */
export function useLeadSubmit<TInput>(send: (client: LeadsClient, input: WithHoneypot<TInput>) => Promise<void>) {
  const [status, setStatus] = useState<LeadSubmitStatus>('idle');
  const inFlight = useRef(false);
  const latest = useRef(send);
  latest.current = send;

  const submit = useCallback(async (input: WithHoneypot<TInput>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('sending');
    try {
      const client = await import('@app/platform/leads');
      await latest.current(client, input);
      setStatus('success');
      return true;
    } catch (error) {
      console.error('Lead submission failed', error);
      setStatus('error');
      return false;
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => setStatus('idle'), []);

  return { status, sending: status === 'sending', submit, reset };
}
