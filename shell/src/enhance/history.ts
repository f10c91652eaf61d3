/**
 * Back and forward without the apps. Once the apps have moved between pages (pushState), going
 * back to one of those entries in a document the apps do not run in (it was loaded anew, e.g.
 * after leaving the site and coming back) changes the address but not the page: the browser
 * treats it as a move within the document. Then the page for the address is loaded.
 */
export function installHistory(doc: Document): void {
  const win = doc.defaultView ?? window;
  const rendered = `${win.location.pathname}${win.location.search}`;
  win.addEventListener('popstate', () => {
    if (doc.documentElement.dataset.app === 'running') return;
    if (`${win.location.pathname}${win.location.search}` !== rendered) win.location.reload();
  });
}
