import type { Rng } from './demo-random.ts';
import { svgDocument } from './demo-svg.ts';

/** Mid-tone colours that read on both the light and the dark theme. */
const accents = ['#d9643a', '#2f8f9d', '#7b61c9', '#c9a227', '#3f8f5a', '#c2456b', '#4a74c9'] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A 120x120 mark at (x, y): one of a few film motifs, so partner logos look related but distinct. */
function mark(rng: Rng, x: number, y: number, color: string): string {
  const c = (dx: number, dy: number) => `${x + dx},${y + dy}`;
  switch (rng.int(0, 3)) {
    case 0: // aperture: a ring with a play triangle cut out of it
      return (
        `<circle cx="${x + 60}" cy="${y + 60}" r="56" fill="none" stroke="${color}" stroke-width="10"/>` +
        `<path d="M${c(46, 34)} L${c(90, 60)} L${c(46, 86)}Z" fill="${color}"/>`
      );
    case 1: {
      // film frame with sprocket holes
      const holes = [0, 1, 2, 3]
        .flatMap((i) => [8, 100].map((dx) => `<rect x="${x + dx}" y="${y + 14 + i * 26}" width="12" height="14" rx="3" fill="#fff" fill-opacity="0.92"/>`))
        .join('');
      return `<rect x="${x}" y="${y + 4}" width="120" height="112" rx="14" fill="${color}"/>${holes}<rect x="${x + 30}" y="${y + 22}" width="60" height="76" rx="6" fill="#fff" fill-opacity="0.92"/>`;
    }
    case 2: // clapperboard: striped hinge over a slate
      return (
        `<rect x="${x}" y="${y + 46}" width="120" height="70" rx="8" fill="${color}"/>` +
        `<g transform="rotate(-14 ${x} ${y + 40})"><rect x="${x}" y="${y + 14}" width="120" height="24" rx="4" fill="${color}"/>` +
        [0, 1, 2]
          .map((i) => `<path d="M${c(18 + i * 34, 14)} L${c(34 + i * 34, 14)} L${c(22 + i * 34, 38)} L${c(6 + i * 34, 38)}Z" fill="#fff" fill-opacity="0.9"/>`)
          .join('') +
        `</g>`
      );
    default: // lens: concentric rings offset like glass elements
      return [56, 40, 24]
        .map((r, i) => `<circle cx="${x + 60 + i * 4}" cy="${y + 60 - i * 4}" r="${r}" fill="${color}" fill-opacity="${0.45 + i * 0.25}"/>`)
        .join('');
  }
}

/** Splits a name into at most two lines of similar length. */
function lines(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || name.length <= 12) return [name.trim()];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const diff = (k: number) => Math.abs(words.slice(0, k).join(' ').length - words.slice(k).join(' ').length);
    if (diff(i) < diff(best)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/**
 * A partner logo on a transparent 480x240 canvas: a mark on the left, the name on the right.
 * Text uses generic sans-serif faces (DejaVu or Liberation on Linux) so no font has to ship.
 */
export function logoSvg(rng: Rng, name: string): string {
  const color = rng.pick(accents);
  const rows = lines(name);
  const longest = Math.max(...rows.map((r) => r.length), 1);
  // Bold sans-serif capitals with the letter spacing average about 0.8 em; fit into 280 px.
  const size = Math.min(48, Math.floor(280 / (longest * 0.8)));
  const firstBaseline = 120 - ((rows.length - 1) * size * 1.1) / 2 + size * 0.36;
  const text = rows
    .map(
      (row, i) =>
        `<text x="172" y="${(firstBaseline + i * size * 1.1).toFixed(1)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" letter-spacing="1" fill="${color}">${escapeXml(row.toUpperCase())}</text>`,
    )
    .join('');
  return svgDocument(480, 240, mark(rng, 28, 60, color) + text);
}
