import type { Frame } from './demo-landscape.ts';
import type { Rng } from './demo-random.ts';
import { mix, verticalGradient } from './demo-svg.ts';

const f1 = (n: number) => n.toFixed(1);

/** Fair-weather cumulus: puffs tallest in the middle over a flattened base, shaded underneath. */
export function clouds(rng: Rng, width: number, top: number, bottom: number, count: number, light: string, shade: string): string {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.05, 1.05) * width;
    const base = rng.range(top, bottom);
    // Nearer (lower) clouds are larger, which is most of what makes a sky look deep.
    const size = rng.range(50, 90) * (0.45 + (base - top) / Math.max(1, bottom - top));
    const puffs = Array.from({ length: rng.int(9, 13) }, () => {
      const u = rng.range(-1, 1);
      const r = size * (0.32 + 0.38 * (1 - Math.abs(u))) * rng.range(0.85, 1.1);
      return { x: cx + u * size * 1.3, y: base - size * 0.1 - r * 0.75, r };
    });
    svg += `<ellipse cx="${f1(cx)}" cy="${f1(base - size * 0.2)}" rx="${f1(size * 1.45)}" ry="${f1(size * 0.22)}" fill="${shade}"/>`;
    svg += puffs.map((p) => `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(p.r)}" fill="${shade}"/>`).join('');
    svg += puffs.map((p) => `<circle cx="${f1(p.x - p.r * 0.1)}" cy="${f1(p.y - p.r * 0.22)}" r="${f1(p.r * 0.86)}" fill="${light}"/>`).join('');
  }
  return svg;
}

/**
 * A crop field from the horizon to the frame's foot, its rows converging on a vanishing point:
 * the one line that makes a flat band read as a landscape stretching away.
 */
export function field(f: Frame, topY: number, far: string, near: string, rowColor: string): string {
  const { rng, width: w, height: h } = f;
  const vx = rng.range(0.3, 0.7) * w;
  let rows = '';
  for (let k = -60; k <= 60; k++) {
    const xFar = vx + k * 6;
    const xNear = vx + k * w * 0.06;
    if (xNear < -w || xNear > 2 * w) continue;
    rows += `<line x1="${f1(xFar)}" y1="${f1(topY)}" x2="${f1(xNear)}" y2="${h}" stroke="${rowColor}" stroke-width="${k % 2 === 0 ? 3 : 1.5}" stroke-opacity="0.35"/>`;
  }
  return (
    `<defs>${verticalGradient('field', [far, mix(far, near, 0.5), near], [topY, h])}</defs>` +
    `<rect x="0" y="${f1(topY)}" width="${w}" height="${f1(h - topY)}" fill="url(#field)"/>` +
    rows
  );
}

/** A spruce: stacked tiers narrowing to a point, the shape of Carpathian and Tian Shan forests. */
export function spruce(x: number, baseY: number, height: number, color: string): string {
  const tiers = 4;
  let d = '';
  for (let t = 0; t < tiers; t++) {
    const tierTop = baseY - height * (0.35 + (t + 1) * 0.16);
    const tierBottom = baseY - height * (0.12 + t * 0.17);
    const half = height * 0.22 * (1 - t * 0.2);
    d += `M${f1(x)},${f1(tierTop)}L${f1(x + half)},${f1(tierBottom)}L${f1(x - half)},${f1(tierBottom)}Z`;
  }
  return `<path d="${d}M${f1(x - height * 0.03)},${f1(baseY)}h${f1(height * 0.06)}v${f1(-height * 0.2)}h${f1(-height * 0.06)}Z" fill="${color}"/>`;
}

/** A forest along an outline: trees planted on it, smaller where `scale` says the ridge is far. */
export function forest(rng: Rng, outline: Array<[number, number]>, density: number, size: number, color: string): string {
  let svg = '';
  for (const [x, y] of outline) {
    if (rng.chance(density)) svg += spruce(x + rng.range(-6, 6), y + size * 0.25, size * rng.range(0.7, 1.2), color);
  }
  return svg;
}

/** An onion dome on a drum, with a cross: the outline of Kyiv's churches. */
export function onionDome(cx: number, baseY: number, r: number, body: string, gold: string): string {
  const drumH = r * 1.2;
  const domeBase = baseY - drumH;
  const tip = domeBase - r * 2.3;
  const dome =
    `M${f1(cx - r * 0.85)},${f1(domeBase)}` +
    `C${f1(cx - r * 1.35)},${f1(domeBase - r * 0.9)} ${f1(cx - r * 0.4)},${f1(domeBase - r * 1.5)} ${f1(cx)},${f1(tip)}` +
    `C${f1(cx + r * 0.4)},${f1(domeBase - r * 1.5)} ${f1(cx + r * 1.35)},${f1(domeBase - r * 0.9)} ${f1(cx + r * 0.85)},${f1(domeBase)}Z`;
  return (
    `<rect x="${f1(cx - r * 0.7)}" y="${f1(domeBase)}" width="${f1(r * 1.4)}" height="${f1(drumH + 1)}" fill="${body}"/>` +
    `<path d="${dome}" fill="${gold}"/>` +
    `<rect x="${f1(cx - r * 0.05)}" y="${f1(tip - r * 0.9)}" width="${f1(r * 0.1)}" height="${f1(r * 0.9)}" fill="${gold}"/>` +
    `<rect x="${f1(cx - r * 0.28)}" y="${f1(tip - r * 0.65)}" width="${f1(r * 0.56)}" height="${f1(r * 0.09)}" fill="${gold}"/>`
  );
}

/** A Svan defence tower: a tall, slightly tapering stone shaft under a low pyramid roof, lit on one side. */
export function svanTower(x: number, baseY: number, height: number, lit: string, shade: string): string {
  const w = height * 0.2;
  const top = baseY - height;
  const taper = w * 0.08;
  const shaft = (fromX: number, toX: number, topFrom: number, topTo: number) =>
    `M${f1(fromX)},${f1(baseY)}L${f1(topFrom)},${f1(top)}L${f1(topTo)},${f1(top)}L${f1(toX)},${f1(baseY)}Z`;
  return (
    `<path d="${shaft(x, x + w / 2, x + taper, x + w / 2)}" fill="${lit}"/>` +
    `<path d="${shaft(x + w / 2, x + w, x + w / 2, x + w - taper)}" fill="${shade}"/>` +
    `<path d="M${f1(x - w * 0.05)},${f1(top)}L${f1(x + w / 2)},${f1(top - w * 0.45)}L${f1(x + w * 1.05)},${f1(top)}Z" fill="${shade}"/>` +
    `<rect x="${f1(x + w * 0.3)}" y="${f1(top + height * 0.12)}" width="${f1(w * 0.14)}" height="${f1(w * 0.22)}" fill="${shade}"/>`
  );
}
