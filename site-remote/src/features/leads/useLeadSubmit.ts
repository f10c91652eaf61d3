import { useCallback, useRef, useState } from 'react';

/** The lead calls of `@app/platform/leads`, loaded on first submit (not in the page's first load). */
export type LeadsClient = typeof import('@app/platform/leads');

export type LeadSubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * Sends one lead through the platform's leads client and tracks idle → sending → success |
 * error. A second submit while one is in flight is ignored. Resolves true on success.
 */
export function useLeadSubmit<TInput>(send: (client: LeadsClient, input: TInput) => Promise<void>) {
  const [status, setStatus] = useState<LeadSubmitStatus>('idle');
  const inFlight = useRef(false);
  const sendRef = useRef(send);
  sendRef.current = send;

  const submit = useCallback(async (input: TInput): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('sending');
    try {
      const client = await import('@app/platform/leads');
      await sendRef.current(client, input);
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
