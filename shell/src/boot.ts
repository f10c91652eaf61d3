/**
 * The only script a server-rendered page runs at first (inline, allowed by its hash; bundled by the
 * shell's server build, createServerHostConfig, and written into every page by the renderer). Every
 * control of the page works from the server's HTML: native elements (dialogs, popovers, details,
 * radios, links, forms) and, for what HTML has no element for, the few delegated handlers of ./enhance (carousel
 * steps, the theme choice, fallbacks for older browsers). The apps' JavaScript (React, MUI, the
 * remotes) is an enhancement loaded when a form that uses it is focused (./enhance/apps.ts).
 *
 * It also keeps the language: every address names one (English at the path, Swedish under /sv),
 * and a visitor whose stored choice is the other one is sent to that address at once.
 */
import { installEnhancements } from './enhance';
import { languageToFollow } from './enhance/language';

function boot(): void {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const move = languageToFollow(location, document.documentElement.lang, browser);
  if (move) {
    location.replace(move);
    return;
  }
  installEnhancements(document);
}

boot();
