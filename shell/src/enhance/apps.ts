/**
 * When the apps (React, MUI, the remotes) start on a server-rendered page. Every control works
 * without them (native elements and the few delegated handlers here), so they are an enhancement:
 * they start when a visitor focuses a field of a form that benefits from them
 * (`data-starts-apps`: the lead forms' toasts and the blog's live filter), or when something
 * asks with the `app:start` event. Nothing waits for them and nothing is replayed.
 */
import { ENHANCE } from '@app/shared-ui/enhance';
import { APP_SCRIPTS_ELEMENT_ID, START_APPS_EVENT } from '../hydration';

function loadApps(doc: Document): boolean {
  const list = doc.getElementById(APP_SCRIPTS_ELEMENT_ID);
  if (!list?.textContent || list.hasAttribute('data-started')) return false;
  list.setAttribute('data-started', '');
  const sources: unknown = JSON.parse(list.textContent);
  if (!Array.isArray(sources)) return false;
  for (const src of sources) {
    if (typeof src !== 'string') continue;
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.head.append(script);
  }
  return true;
}

export function installAppStart(doc: Document): void {
  const win = doc.defaultView ?? window;
  const start = () => loadApps(doc);
  doc.addEventListener('focusin', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (
      form?.hasAttribute(ENHANCE.startsApps) &&
      event.target instanceof Element &&
      event.target.matches('input, textarea, select')
    ) {
      start();
    }
  });
  win.addEventListener(START_APPS_EVENT, start);
}
