import { describe, expect, it } from 'vitest';
import { deliveryErrorText, readDeliveryError } from './deliveryError';

describe('deliveryErrorText and readDeliveryError', () => {
  it('reads back every error the delivery writes, so the console can say it in its own language', () => {
    expect(readDeliveryError(deliveryErrorText({ kind: 'http', status: 500, redirect: false }))).toEqual({
      kind: 'http',
      status: 500,
      redirect: false,
    });
    expect(readDeliveryError(deliveryErrorText({ kind: 'http', status: 302, redirect: true }))).toEqual({
      kind: 'http',
      status: 302,
      redirect: true,
    });
    expect(readDeliveryError(deliveryErrorText({ kind: 'timeout' }))).toEqual({ kind: 'timeout' });
    expect(readDeliveryError(deliveryErrorText({ kind: 'unreachable', cause: 'ECONNREFUSED' }))).toEqual({
      kind: 'unreachable',
      cause: 'ECONNREFUSED',
    });
    expect(readDeliveryError(deliveryErrorText({ kind: 'noUrl' }))).toEqual({ kind: 'noUrl' });
    expect(readDeliveryError(deliveryErrorText({ kind: 'noKey' }))).toEqual({ kind: 'noKey' });
  });

  it('writes the words stored leads already carry', () => {
    expect(deliveryErrorText({ kind: 'http', status: 500, redirect: false })).toBe('webhook answered HTTP 500');
    expect(deliveryErrorText({ kind: 'http', status: 301, redirect: true })).toBe(
      'webhook answered HTTP 301 (a redirect)',
    );
    expect(deliveryErrorText({ kind: 'timeout' })).toBe('webhook unreachable: no answer before the timeout');
    expect(deliveryErrorText({ kind: 'unreachable', cause: 'ENOTFOUND' })).toBe('webhook unreachable: ENOTFOUND');
    expect(deliveryErrorText({ kind: 'noUrl' })).toBe('no webhook URL is configured for this lead type');
    expect(deliveryErrorText({ kind: 'noKey' })).toBe('no webhook signing key is configured');
  });

  it('keeps any other text as it is (an older lead, a retry that failed for another reason)', () => {
    expect(readDeliveryError('Error: 9 FAILED_PRECONDITION')).toEqual({
      kind: 'other',
      text: 'Error: 9 FAILED_PRECONDITION',
    });
    expect(readDeliveryError('webhook unreachable')).toEqual({ kind: 'other', text: 'webhook unreachable' });
  });
});
