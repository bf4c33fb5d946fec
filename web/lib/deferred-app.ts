/**
 * The app's JavaScript starts after the page has painted (docs/performance.md, "Web pages").
 *
 * React Router's <Scripts> writes modulepreload links for every module of the page and a module
 * script that imports them and hydrates. On a phone those requests compete with the hero image
 * and the hydration work delays the first paint, while the server-rendered HTML already shows the
 * whole page and its links already work. So the server marks both as inert
 * (web/first-paint.ts) and this boot script, inlined in <head>, brings them to life once
 * the window has loaded and the first contentful paint is on screen, or at once if the visitor
 * touches, clicks or types before that. The preloads start in one task and the module script in
 * the next, so neither is a long task on a slow phone.
 * A form marked with `holdSubmitAttribute` (the sign-in form) that is submitted before the app
 * has started is held rather than posted: the app submits it once it runs (login-form.tsx), with
 * what was typed. The listener is on window, after React's on the document, so a submit the app
 * has already handled (default prevented) is left alone. Should the app not have started 8 s
 * later, or its module fail to load, the held form is also marked `stalledSubmitAttribute`, which
 * shows a message the server rendered hidden: a held press must not just wait in silence.
 * A press on a button (not a form's submit, not a button the browser works itself through an
 * invoker command) before React listens is remembered, the last one, and pressed again once the
 * app has started (replayPendingPress): on a slow phone the theme toggle or a carousel's arrow
 * pressed while the scripts were still on their way did nothing, and said nothing. Any press
 * once React listens (pressing again, following a link) forgets it: the visitor has moved on,
 * and a late replay would undo or repeat what React has just done.
 * It also marks <html> with `scriptsAttribute` at once, so the no-script styles stand down.
 * It must stay tiny and dependency-free: it is inlined as a string, not bundled.
 */
export const deferredPreloadRel = 'x-deferred-modulepreload';
/**
 * Set on <html> by this script as it runs: styles for a page without scripts (the header's
 * menus opening on hover and focus) are scoped to its absence.
 */
export const scriptsAttribute = 'data-scripts';
export const deferredModuleType = 'text/x-deferred-module';
const holdSubmitAttribute = 'data-wait-for-app';
/** Spread on a <form> whose submit the boot script holds until the app has started. */
export const holdSubmitUntilApp = { [holdSubmitAttribute]: '' } as const;
export const heldSubmitAttribute = 'data-submit-held';
export const stalledSubmitAttribute = 'data-submit-stalled';
/** How long a held sign-in waits for the app before the form says why nothing happens yet. */
const stallAfterMs = 8000;

/** Set on window once React listens for events (entry.client.tsx): the boot script stops remembering presses. */
const reactListeningKey = '__reactListening';
/** The button pressed before React listened, kept on window by the boot script. */
const pendingPressKey = '__pendingPress';

declare global {
  interface Window {
    [reactListeningKey]?: boolean;
    [pendingPressKey]?: HTMLButtonElement;
  }
}

/** Called as React starts listening (right after hydrateRoot). */
export function markReactListening(): void {
  window[reactListeningKey] = true;
}

/**
 * Presses again the button pressed before the app started, if it is still on the page. Once the
 * browser is idle: the header, the page and the footer hydrate in tasks of their own after the
 * root (site-shell.tsx), and a click on a part not yet hydrated reaches no handler.
 */
export function replayPendingPress(): void {
  const press = () => {
    const button = window[pendingPressKey];
    delete window[pendingPressKey];
    if (button?.isConnected && !button.disabled) button.click();
  };
  if (!window[pendingPressKey]) return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(press, { timeout: 1000 });
  else window.setTimeout(press, 200);
}

export const appBootScript = `(function(){var d=document,started=0,failed=0;d.documentElement.setAttribute('${scriptsAttribute}','');function stall(){d.querySelectorAll('form[${heldSubmitAttribute}]').forEach(function(f){f.setAttribute('${stalledSubmitAttribute}','')})}function go(){if(started)return;var s=d.querySelector('script[type="${deferredModuleType}"]');if(!s){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);return}started=1;d.querySelectorAll('link[rel="${deferredPreloadRel}"]').forEach(function(l){l.rel='modulepreload'});setTimeout(function(){var m=d.createElement('script');m.type='module';m.nonce=s.nonce;m.onerror=function(){failed=1;stall()};m.textContent=s.textContent;s.replaceWith(m)})}function painted(){try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){go()}}if(d.readyState==='complete')painted();else{addEventListener('load',painted);['pointerdown','keydown','touchstart'].forEach(function(e){addEventListener(e,go,{capture:true,passive:true})})}addEventListener('submit',function(e){var f=e.target;if(!e.defaultPrevented&&f.hasAttribute('${holdSubmitAttribute}')){e.preventDefault();f.setAttribute('${heldSubmitAttribute}','');go();setTimeout(stall,failed?0:${stallAfterMs})}});addEventListener('click',function(e){if(self.${reactListeningKey}){delete self.${pendingPressKey};return}var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.type==='submit'||b.hasAttribute('command'))return;self.${pendingPressKey}=b;go()},true)})();`;
