// A stand-in for Google's https://apis.google.com/js/api.js, which these machines cannot reach.
// Firebase Auth's popup flow talks to the Auth emulator's helper iframe through gapi.iframes, on
// both sides: the SDK in the page opens the iframe, pings it and registers 'authEvent'; the
// emulator's iframe page (/emulator/auth/iframe) registers 'webStorageSupport' and sends the
// 'authEvent' the provider popup relays to it. This file implements just that part of
// gapi.iframes over window.postMessage, so the e2e tests can walk the real popup sign-in against
// the emulator. It is served only by the tests (a Playwright route), never by the app.
(() => {
  const TAG = 'gapi-iframes-stub';
  const handlers = new Map(); // "name" -> handler, per peer window: Map<Window, Map<string, fn>>
  const replies = new Map(); // call id -> callback
  let nextId = 1;

  function peer(target) {
    const own = new Map();
    handlers.set(target, own);
    return {
      register(name, handler) {
        own.set(name, handler);
      },
      send(name, data, callback) {
        const id = `${TAG}:${nextId++}:${Math.random()}`;
        if (callback) replies.set(id, callback);
        target.postMessage({ tag: TAG, kind: 'call', id, name, data }, '*');
      },
    };
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'reply') {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      callback?.(message.result);
      return;
    }
    const own = handlers.get(event.source);
    const handler = message.name === '__ping' ? () => ({ status: 'ACK' }) : own?.get(message.name);
    // A peer that has not registered yet (still loading) gets no reply; ping retries until it does.
    if (!handler) return;
    const result = handler(message.data);
    event.source.postMessage({ tag: TAG, kind: 'reply', id: message.id, result: [result] }, '*');
  });

  const context = {
    /** The SDK side: creates the iframe and hands it to `onOpen`, returning what that returns. */
    open(options, onOpen) {
      const element = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(element.style, value);
        else element.setAttribute(name, value);
      }
      element.src = options.url;
      options.where.appendChild(element);
      const frame = peer(element.contentWindow);
      const iframe = {
        ...frame,
        restyle: () => Promise.resolve(),
        ping(callback) {
          return new Promise((resolve) => {
            let answered = false;
            const attempt = () => {
              if (answered) return;
              frame.send('__ping', {}, () => {
                answered = true;
                callback?.();
                resolve();
              });
              setTimeout(attempt, 100);
            };
            attempt();
          });
        },
      };
      return onOpen(iframe);
    },
    /** The iframe side: the page that embeds it. */
    getParentIframe: () => peer(window.parent),
  };

  window.gapi = {
    load(_module, { callback }) {
      setTimeout(callback, 0);
    },
    iframes: { getContext: () => context, Iframe: function Iframe() {}, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };

  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
