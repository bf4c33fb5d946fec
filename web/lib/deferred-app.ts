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
 * has already handled (default prevented) is left alone.
 * It must stay tiny and dependency-free: it is inlined as a string, not bundled.
 */
export const deferredPreloadRel = 'x-deferred-modulepreload';
export const deferredModuleType = 'text/x-deferred-module';
export const holdSubmitAttribute = 'data-wait-for-app';
export const heldSubmitAttribute = 'data-submit-held';

export const appBootScript = `(function(){var d=document,started=0;function go(){if(started)return;var s=d.querySelector('script[type="${deferredModuleType}"]');if(!s){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);return}started=1;d.querySelectorAll('link[rel="${deferredPreloadRel}"]').forEach(function(l){l.rel='modulepreload'});setTimeout(function(){var m=d.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}function painted(){try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){go()}}if(d.readyState==='complete')painted();else{addEventListener('load',painted);['pointerdown','keydown','touchstart'].forEach(function(e){addEventListener(e,go,{capture:true,passive:true})})}addEventListener('submit',function(e){var f=e.target;if(!e.defaultPrevented&&f.hasAttribute('${holdSubmitAttribute}')){e.preventDefault();f.setAttribute('${heldSubmitAttribute}','');go()}})})();`;
