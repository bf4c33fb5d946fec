import cyrillicExt from '@fontsource-variable/manrope/files/manrope-cyrillic-ext-wght-normal.woff2?url';
import cyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { appStartEvent } from './deferred-app.ts';

/**
 * The text face, Manrope, is registered by script rather than by @font-face in
 * web/styles/fonts.css, so that a first visit does not fetch it before the page has painted.
 *
 * Declared in the stylesheet, the first layout asks for it (25 KB for Latin text), and on a phone's
 * network that request shares the bandwidth with the hero image and the preloaded display face:
 * in Lighthouse's simulation the first paint of / came at 0.91 s with it and 0.66–0.79 s without,
 * the largest paint 0.13–0.16 s later (docs/performance.md, "The text face after the paint").
 * Until it arrives the text shows in 'Manrope fallback' (fonts.css), metric-matched, so the swap
 * moves nothing, as it already did whenever the face came after the paint.
 *
 * A first visit registers the faces when the app starts (web/lib/deferred-app.ts: the window has
 * loaded and painted, or the visitor acted). Once a face has loaded, the browser has it cached and
 * a flag in local storage says so: later page loads register the faces at once, before the first
 * paint, and show Manrope from the start as before. The storage read costs nothing more: the
 * theme's boot script has already read local storage in the same script.
 */
export const bodyFontFamily = 'Manrope';
export const bodyFontCachedKey = 'body-font';

/** The variable font's Latin and Cyrillic subsets, each with its unicode-range (@fontsource-variable/manrope). */
export const bodyFontFaces: readonly { url: string; unicodeRange: string }[] = [
  {
    url: latin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  { url: cyrillic, unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  {
    url: cyrillicExt,
    unicodeRange: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  },
];

/**
 * Inlined in <head> before the app's boot script (which dispatches appStartEvent). Tiny and
 * dependency-free: it is a string, not bundled. A face behaves as its @font-face rule would
 * (weights 200–800, font-display swap, fetched only when the page uses one of its characters).
 */
export const bodyFontBootScript = `(function(){var d=document,k=${JSON.stringify(bodyFontCachedKey)},done=0,faces=${JSON.stringify(
  bodyFontFaces.map((f) => [f.url, f.unicodeRange]),
)};function add(){if(done||!d.fonts||!window.FontFace)return;done=1;faces.forEach(function(f){var face=new FontFace(${JSON.stringify(
  bodyFontFamily,
)},'url('+f[0]+') format("woff2")',{weight:'200 800',style:'normal',display:'swap',unicodeRange:f[1]});d.fonts.add(face);face.loaded.then(function(){try{localStorage.setItem(k,'1')}catch(e){}},function(){})})}var cached=null;try{cached=localStorage.getItem(k)}catch(e){}if(cached)add();else d.addEventListener('${appStartEvent}',add)})();`;
