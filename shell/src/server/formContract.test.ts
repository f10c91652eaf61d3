// The functions keep their own copy of the plain forms' contract (they cannot import
// @app/platform, which brings React): the names and shapes must stay the platform's.
import {
  FORM_ANCHORS,
  FORM_FIELD,
  FORM_SENT_PARAM,
  FORM_TOKEN_FIELD,
  type FormFailure,
  type FormOutcome,
} from '@app/platform';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as functions from '../../../functions/src/leads/formContract';

describe("the functions' copy of the plain forms' contract", () => {
  it('has the same field names, query parameter and anchors', () => {
    expect(functions.FORM_FIELD).toBe(FORM_FIELD);
    expect(functions.FORM_TOKEN_FIELD).toBe(FORM_TOKEN_FIELD);
    expect(functions.FORM_SENT_PARAM).toBe(FORM_SENT_PARAM);
    expect(functions.FORM_ANCHORS).toEqual(FORM_ANCHORS);
  });

  it('has the same failure and outcome shapes', () => {
    expectTypeOf<functions.FormFailure>().toEqualTypeOf<FormFailure>();
    expectTypeOf<functions.FormOutcome>().toEqualTypeOf<FormOutcome>();
  });
});
