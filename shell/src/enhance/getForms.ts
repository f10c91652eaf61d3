/**
 * A form the browser sends as a GET (the blog's search and category buttons) leaves its empty
 * fields out of the address: a category chosen with the search field empty goes to
 * `/blog?category=X`, not `/blog?q=&category=X`. The `formdata` event hands over the entries the
 * browser is about to send, after the submit event and before the address is made.
 */
export function withoutEmptyEntries(data: FormData): void {
  const empty = new Set<string>();
  for (const [name, value] of data) if (value === '') empty.add(name);
  for (const name of empty) {
    const kept = data.getAll(name).filter((value) => value !== '');
    data.delete(name);
    for (const value of kept) data.append(name, value);
  }
}

export function installGetForms(doc: Document): void {
  const win = doc.defaultView ?? window;
  doc.addEventListener('formdata', (event) => {
    const form = event.target;
    if (form instanceof win.HTMLFormElement && form.method === 'get' && 'formData' in event) {
      withoutEmptyEntries((event as FormDataEvent).formData);
    }
  });
}
