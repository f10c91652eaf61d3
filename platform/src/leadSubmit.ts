import { HONEYPOT_FIELD } from '@app/domain';
import { useCallback, useRef, useState } from 'react';

/** The lead calls of `@app/platform/leads`, loaded on first submit (not in the page's first load). */
export type LeadsClient = typeof import('@app/platform/leads');

export type LeadSubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/** The lead forms' anti-bot field as a form renders it (see HoneypotField in the design system). */
export interface HoneypotBinding {
  name: typeof HONEYPOT_FIELD;
  value: string;
  onChange: (value: string) => void;
}

/** What every lead call receives besides the form's own fields: the honeypot, normally ''. */
export type WithHoneypot<TInput> = TInput & { [HONEYPOT_FIELD]: string };

/**
 * Sends one lead through the platform's leads client and tracks idle → sending → success |
 * error; a second submit while one is in flight is ignored. It also holds the form's honeypot
 * (bind `honeypot` to a HoneypotField): whatever a bot typed there goes with the lead, and the
 * server refuses it. `submit` resolves true on success.
 */
export function useLeadSubmit<TInput>(send: (client: LeadsClient, input: WithHoneypot<TInput>) => Promise<void>) {
  const [status, setStatus] = useState<LeadSubmitStatus>('idle');
  const [trap, setTrap] = useState('');
  const inFlight = useRef(false);
  const latest = useRef({ send, trap });
  latest.current = { send, trap };

  const submit = useCallback(async (input: TInput): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus('sending');
    try {
      const client = await import('@app/platform/leads');
      await latest.current.send(client, { ...input, [HONEYPOT_FIELD]: latest.current.trap });
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
  const honeypot: HoneypotBinding = { name: HONEYPOT_FIELD, value: trap, onChange: setTrap };

  return { status, sending: status === 'sending', submit, reset, honeypot };
}
