import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The site's web faces are `font-display: optional` (web/styles/fonts.css): a face that is not
 * there for a page's first paint is not swapped in on that page, so no line re-wraps under the
 * reader's eyes. Its file still arrives. This brings the faces into the rest of the visit: when
 * the app has started it loads a `swap` twin of every face the page has loaded (from the
 * browser's cache), and adds the twins when the visitor opens the next page, before that page
 * paints. A face that did make the first paint draws the same either way.
 */

/** A face of the stylesheets: what `new FontFace` needs to make its twin. */
interface OptionalFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

function unquote(family: string): string {
  return family.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The `font-display: optional` faces of the document's stylesheets. */
function optionalFaces(sheets: Iterable<CSSStyleSheet>): OptionalFace[] {
  const faces: OptionalFace[] = [];
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: the site's faces are not in it
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const style = rule.style;
      if (style.getPropertyValue('font-display') !== 'optional') continue;
      faces.push({
        family: unquote(style.getPropertyValue('font-family')),
        source: style.getPropertyValue('src'),
        descriptors: {
          style: style.getPropertyValue('font-style') || 'normal',
          weight: style.getPropertyValue('font-weight') || 'normal',
          unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
          display: 'swap',
        },
      });
    }
  }
  return faces;
}

/** Whether the page has loaded the face (a subset it never needed stays `optional`). */
function loadedOnPage(fonts: FontFaceSet, face: OptionalFace): boolean {
  for (const loaded of fonts) {
    if (
      loaded.status === 'loaded' &&
      unquote(loaded.family) === face.family &&
      loaded.unicodeRange === face.descriptors.unicodeRange &&
      loaded.weight === face.descriptors.weight &&
      loaded.style === face.descriptors.style
    ) {
      return true;
    }
  }
  return false;
}

let twins: Promise<FontFace[]> | undefined;
let added = false;

/** Loads the `swap` twins of the faces the page has loaded; once per document. */
function prepareTwins(doc: Document = document): Promise<FontFace[]> {
  twins ??= Promise.all(
    optionalFaces(doc.styleSheets)
      .filter((face) => loadedOnPage(doc.fonts, face))
      .map((face) =>
        new FontFace(face.family, face.source, face.descriptors).load().catch(() => undefined),
      ),
  ).then((faces) => faces.filter((face): face is FontFace => face !== undefined));
  return twins;
}

/** Adds the twins (as soon as they have loaded, if they have not yet); once per document. */
function addTwins(doc: Document = document): void {
  if (added) return;
  added = true;
  void prepareTwins(doc).then((faces) => {
    for (const face of faces) doc.fonts.add(face);
  });
}

/** In the app's root: twins ready once it has started, in use from the second page on. */
export function useLateFaces(): void {
  const { key } = useLocation();
  const firstPage = useRef(key);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void prepareTwins());
  }, []);
  // A layout effect: the twins, loaded by now, are in place before the new page's first paint.
  useLayoutEffect(() => {
    if (key !== firstPage.current) addTwins();
  }, [key]);
}
