/**
 * The only script a server-rendered page runs at first (inline, allowed by its hash; bundled by
 * functions/build.mjs and written into every page by the server renderer). The page is already
 * complete and readable, and its links are plain links, so the apps' JavaScript (React, MUI, the
 * remotes) is downloaded only when the visitor starts to interact: a key press, a pointer on or a
 * focus in a control. A click on a control before the apps run is held and played again once
 * they do, and text typed meanwhile is handed to the form, so neither is lost.
 *
 * It also keeps the language: an address without `?lang=` is rendered in English, so a visitor
 * who chose Swedish (or whose browser is Swedish) is sent to the `?lang=sv` address at once, and
 * while the apps are not running a link followed from a `?lang=` page keeps the parameter.
 */
import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from '@app/domain';
import { APP_SCRIPTS_ELEMENT_ID, HYDRATING_EVENT } from './hydration';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** React marks the elements it has taken over with its props. */
const reactOwns = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(target.type));

/**
 * Hands React what was typed into a field before it took the field over: React keeps the text on
 * screen but not in its state. Writing the field through its own setter (which React watches) and
 * the text back through the browser's, then an input event, makes React see a change and tell the
 * form. Fields React does not own yet wait for the next call.
 */
function restoreTyped(typed: Map<TextField, string>): void {
  for (const [field, value] of typed) {
    if (!reactOwns(field)) continue;
    typed.delete(field);
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = '';
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once the apps run: the typed text first, then the held clicks, each when React has taken its
 * element over (so a held "Subscribe" submits what was typed), checking every 50 ms for up to 10 s.
 */
function handOver(typed: Map<TextField, string>, held: HTMLElement[], attempts = 200): void {
  restoreTyped(typed);
  const waiting = typed.size > 0 || held.some((element) => !reactOwns(element));
  if (waiting && attempts > 0) {
    setTimeout(() => handOver(typed, held, attempts - 1), 50);
    return;
  }
  for (const element of held.splice(0)) element.click();
}

const CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [role="tab"], [tabindex]';
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin'] as const;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function boot(): void {
  const params = new URLSearchParams(location.search);
  const query = params.get('lang');
  if (isLanguage(query)) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, query);
    } catch {
      // Blocked storage: the address still carries the language.
    }
  } else {
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    const wanted = detectLanguage({ stored: storedLanguage(), browser });
    if (wanted !== document.documentElement.lang) {
      params.set('lang', wanted);
      location.replace(`${location.pathname}?${params}${location.hash}`);
      return;
    }
  }

  let started = false;
  let running = false;
  const held: HTMLElement[] = [];
  const typed = new Map<TextField, string>();
  const onInput = (event: Event) => {
    if (!isTextField(event.target)) return;
    // Typed once React owns the field: React has it, and it is newer than anything kept here.
    if (reactOwns(event.target)) typed.delete(event.target);
    else typed.set(event.target, event.target.value);
  };
  const control = (target: EventTarget | null) => (target instanceof Element ? target.closest(CONTROL) : null);

  const start = () => {
    if (started) return;
    started = true;
    const list = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
    const sources: string[] = list?.textContent ? JSON.parse(list.textContent) : [];
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
  };
  const onIntent = (event: Event) => {
    if (control(event.target)) start();
  };
  const onClick = (event: MouseEvent) => {
    if (running) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const target = link ? null : control(event.target);
    // A submit button of a form the browser would refuse (a required field empty …): the browser
    // says so, as it always does, and nothing is held (so nothing is sent later either).
    const form = target instanceof HTMLButtonElement && target.type === 'submit' ? target.form : null;
    if (form && !form.checkValidity()) {
      start();
      return;
    }
    if (target instanceof HTMLElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.includes(target)) held.push(target);
      start();
      return;
    }
    // A link followed before the apps run is a plain page load; it keeps the page's `?lang=`.
    if (!(link instanceof HTMLAnchorElement) || !isLanguage(query) || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.searchParams.has('lang')) return;
    url.searchParams.set('lang', query);
    event.preventDefault();
    location.assign(url.href);
  };

  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('keydown', start, { capture: true, once: true });
  // The theme follows the system live only while the apps run: a system change starts them.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', start, { once: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  window.addEventListener(HYDRATING_EVENT, () => {
    running = true;
    document.removeEventListener('click', onClick, true);
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    handOver(typed, held);
  });
}

boot();
