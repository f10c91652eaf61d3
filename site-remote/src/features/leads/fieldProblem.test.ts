import { LEAD_FIELD_PROBLEMS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { leads as en } from '../../i18n/en/leads';
import { leads as sv } from '../../i18n/sv/leads';
import { FIELD_PROBLEM_KEYS, fieldProblemText } from './fieldProblem';

/** The site's strings as `t` reads them, with `{{max}}` filled in. */
const translate =
  (dictionary: typeof en) =>
  (key: string, options: { max: string }): string => {
    const [, group, name] = key.split('.') as [string, 'fieldProblem', keyof typeof en.fieldProblem];
    expect(group).toBe('fieldProblem');
    return dictionary.fieldProblem[name].replace('{{max}}', options.max);
  };

describe('fieldProblemText', () => {
  it('has a text in both languages for every problem the server names', () => {
    for (const problem of LEAD_FIELD_PROBLEMS) {
      const name = FIELD_PROBLEM_KEYS[problem].split('.')[2] as keyof typeof en.fieldProblem;
      expect(en.fieldProblem[name], problem).toBeTruthy();
      expect(sv.fieldProblem[name], problem).toBeTruthy();
      expect(sv.fieldProblem[name]).not.toBe(en.fieldProblem[name]);
    }
  });

  it('says what is wrong under the refused field only', () => {
    const failure = { form: 'contact', reason: 'invalid', field: 'message', problem: 'invisible' } as const;
    expect(fieldProblemText(failure, 'message', translate(en), 'en')).toBe(
      'Remove the invisible or text-direction characters (they can hide what the text says).',
    );
    expect(fieldProblemText(failure, 'message', translate(sv), 'sv')).toBe(
      'Ta bort osynliga tecken eller tecken som ändrar textriktningen (de kan dölja vad texten säger).',
    );
    expect(fieldProblemText(failure, 'company', translate(en), 'en')).toBeNull();
    expect(fieldProblemText({ form: 'contact', reason: 'limited' }, 'message', translate(en), 'en')).toBeNull();
    // An answer without a problem (an older server's) keeps the alert and the highlight only.
    expect(fieldProblemText({ ...failure, problem: undefined }, 'message', translate(en), 'en')).toBeNull();
  });

  it('writes the limit of the field as the page’s language writes numbers', () => {
    const failure = { form: 'contact', reason: 'invalid', field: 'message', problem: 'too-long' } as const;
    expect(fieldProblemText(failure, 'message', translate(en), 'en')).toBe('Use at most 5,000 characters.');
    expect(fieldProblemText(failure, 'message', translate(sv), 'sv')).toBe('Använd högst 5\u00a0000 tecken.');
    expect(fieldProblemText({ ...failure, field: 'company' }, 'company', translate(en), 'en')).toBe(
      'Use at most 200 characters.',
    );
  });
});
