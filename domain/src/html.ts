/**
 * JSON as the text of a `<script>` element (`application/json`, `application/ld+json`): nothing in
 * it can close the element (`</script>`, `<!--`), and U+2028/U+2029 are escaped as in JavaScript.
 * The server's hand-over to the browser (#server-data) and the pages' JSON-LD both use it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
