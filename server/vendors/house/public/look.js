// A table's own look (GET /api/games/<code> `look`, from the server's table-look.ts), as the live
// table, dealer card and PVP pages show it: its colours as CSS custom properties on the page root,
// its layout as classes there (road-side/road-below, edge-rounded/edge-arch/edge-rail), a badge
// under the title with the studio, the table number and the dealer or host, and its card back
// drawn in SVG (no image files, no emoji).
import { addTexts, t } from './common.js';
import { svg } from './dom.js';

addTexts({
  en: { lookTable: 'Table {n}', lookDealer: 'Dealer {name}', lookHost: 'Host {name}' },
  fil: { lookTable: 'Mesa {n}', lookDealer: 'Dealer si {name}', lookHost: 'Host si {name}' },
});

/** Sets the look on the page: its colours, its layout classes and the header's badge. Nothing without a look. */
export function applyLook(look) {
  if (!look) return;
  const root = document.documentElement;
  const c = look.colours;
  const properties = {
    '--bg-top': c.background[0],
    '--bg': c.background[1],
    '--felt': c.felt[0],
    '--felt-deep': c.felt[1],
    '--spot': c.spot,
    '--panel': c.panel,
    '--felt-line': c.line,
    '--gold': c.accent,
    '--text': c.text,
    '--muted': c.muted,
    '--rail': c.rail,
  };
  look.layout.chips.colours.forEach((colour, i) => (properties[`--chip-${i + 1}`] = colour));
  // Through the CSSOM: the pages' content security policy allows no style attribute.
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  root.classList.add('look', `look-${look.palette}`, `road-${look.layout.road}`, `edge-${look.layout.edge}`);

  const title = document.getElementById('title');
  const head = document.createElement('div');
  head.className = 'look-head';
  const badge = document.createElement('p');
  badge.className = 'look-badge';
  const part = (className, text) => Object.assign(document.createElement('span'), { className, textContent: text });
  badge.append(
    part('look-studio', look.studio),
    part('look-table', t('lookTable', { n: look.table })),
    part('look-dealer', t(look.role === 'host' ? 'lookHost' : 'lookDealer', { name: look.dealer })),
  );
  title.replaceWith(head);
  head.append(title, badge);
}

// ---- Card backs: one drawing per pattern, in the look's two colours, on a 60 x 84 card.

const range = (from, to, step) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const line = (d, ink, width = 1.4) => svg('path', { d, stroke: ink, 'stroke-width': width, fill: 'none' });

const PATTERNS = {
  stripes: (ink) => range(-80, 60, 7).map((x) => line(`M${x} 84 L${x + 84} 0`, ink, 1.8)),
  lattice: (ink) => range(-40, 60, 9).flatMap((x) => [line(`M${x} 84 L${x + 42} 0`, ink, 1.1), line(`M${x} 0 L${x + 42} 84`, ink, 1.1)]),
  // Capiz windows: translucent shell panes in a wooden grid.
  capiz: (ink) =>
    range(6, 48, 9.5).flatMap((x) =>
      range(6, 72, 9.5).map((y) =>
        svg('rect', { x, y, width: 8, height: 8, rx: 1.5, fill: ink, 'fill-opacity': 0.35, stroke: ink, 'stroke-width': 0.8 }),
      ),
    ),
  sunburst: (ink) =>
    range(0, 23, 1)
      .filter((i) => i % 2 === 0)
      .map((i) => {
        const at = (k) => [30 + 70 * Math.cos((k * Math.PI) / 12), 42 + 70 * Math.sin((k * Math.PI) / 12)].map((n) => n.toFixed(1));
        return svg('path', { d: `M30 42 L${at(i).join(' ')} L${at(i + 1).join(' ')} Z`, fill: ink, 'fill-opacity': 0.55 });
      }),
  zigzag: (ink) =>
    range(8, 78, 7).map((y) =>
      svg('polyline', {
        points: range(4, 56, 4)
          .map((x, i) => `${x},${i % 2 ? y - 3 : y}`)
          .join(' '),
        stroke: ink,
        'stroke-width': 1.6,
        fill: 'none',
        'stroke-linejoin': 'round',
      }),
    ),
  dots: (ink) =>
    range(8, 78, 7).flatMap((y, row) => range(row % 2 ? 11 : 7, 56, 8).map((x) => svg('circle', { cx: x, cy: y, r: 1.9, fill: ink }))),
  // Banderitas: the fiesta's bunting, string after string.
  banderitas: (ink) =>
    range(8, 72, 13).flatMap((y, row) => [
      line(`M4 ${y} L56 ${y}`, ink, 0.8),
      ...range(row % 2 ? 8 : 5, 50, 7).map((x, i) =>
        svg('path', { d: `M${x} ${y} L${x + 6} ${y} L${x + 3} ${y + 7} Z`, fill: ink, 'fill-opacity': i % 2 ? 0.5 : 1 }),
      ),
    ]),
  // Banig: a woven mat, strips over and under.
  banig: (ink) =>
    range(4, 52, 8).flatMap((x, i) =>
      range(4, 76, 8).flatMap((y, j) =>
        [1.6, 4, 6.4].map((o) =>
          line((i + j) % 2 ? `M${x + o} ${y + 0.8} L${x + o} ${y + 7.2}` : `M${x + 0.8} ${y + o} L${x + 7.2} ${y + o}`, ink, 1),
        ),
      ),
    ),
  waves: (ink) => range(6, 80, 6).map((y) => line(`M2 ${y} Q8 ${y - 4} 14.5 ${y} T27 ${y} T39.5 ${y} T52 ${y} T64.5 ${y}`, ink, 1.3)),
};

let clips = 0;

/**
 * A face-down card in the look's pattern and colours (the classic red and gold stripes without a
 * look), `width` x `height` pixels or sized by CSS when not given. Hidden from screen readers:
 * whoever shows it names it.
 */
export function cardBack(look, { width, height } = {}) {
  const { pattern, colours } = look?.cardBack ?? { pattern: 'stripes', colours: ['#8c1d32', '#e9c46a'] };
  const [ground, ink] = colours;
  const clip = `look-back-${++clips}`;
  const size = width === undefined ? {} : { width, height };
  return svg('svg', { viewBox: '0 0 60 84', ...size, class: 'card-back', 'aria-hidden': 'true', focusable: 'false' }, [
    svg('defs', {}, [svg('clipPath', { id: clip }, [svg('rect', { x: 4, y: 4, width: 52, height: 76, rx: 3 })])]),
    svg('rect', { x: 0.5, y: 0.5, width: 59, height: 83, rx: 6, fill: ground, stroke: '#f4f4f6' }),
    svg('g', { 'clip-path': `url(#${clip})` }, (PATTERNS[pattern] ?? PATTERNS.stripes)(ink)),
    svg('rect', { x: 4, y: 4, width: 52, height: 76, rx: 3, fill: 'none', stroke: ink, 'stroke-width': 1.2 }),
    // The medallion in the middle.
    svg('ellipse', { cx: 30, cy: 42, rx: 10, ry: 14, fill: ground, stroke: ink, 'stroke-width': 1.6 }),
    svg('path', { d: 'M30 33 L35 42 L30 51 L25 42 Z', fill: ink }),
  ]);
}
