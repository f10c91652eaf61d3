import { type Dictionaries, useStrings } from '@app/platform';

/**
 * The site namespace's `t`, after adding the string parts (from `./strings/`) that the caller
 * renders. Every page and feature passes its own parts: the strings then ship in its chunk, and a
 * component test, which starts with no strings at all, fails on any key the component forgot.
 */
export function useSiteStrings(...parts: Dictionaries[]) {
  return useStrings('site', parts);
}
