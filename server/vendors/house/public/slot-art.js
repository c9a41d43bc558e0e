// The slots' symbols, drawn as SVG (no emoji: a kiosk without a colour-emoji font shows boxes).
// Every drawing sits in a 100 x 100 box; the card ranks take the game's accent colour.
const NS = 'http://www.w3.org/2000/svg';

/** Points of a star with `n` tips around (cx, cy). */
function star(n, cx, cy, outer, inner, turn = -90) {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = ((turn + (i * 180) / n) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

const rank = (text, fill) =>
  `<text x="50" y="70" text-anchor="middle" font-size="${text.length > 1 ? 50 : 60}" font-weight="900" font-family="Georgia, serif" ` +
  `fill="${fill}" stroke="#0009" stroke-width="4" paint-order="stroke">${text}</text>`;

const bar = (y) =>
  `<rect x="14" y="${y}" width="72" height="20" rx="5" fill="#212121" stroke="#ffd54f" stroke-width="3"/>` +
  `<text x="50" y="${y + 16}" text-anchor="middle" font-size="15" font-weight="900" font-family="sans-serif" fill="#ffd54f">BAR</text>`;

const gem = (shape, fill, edge) => `<${shape} fill="${fill}" stroke="${edge}" stroke-width="3"/>`;

const flower = (petal, centre, n = 5, len = 20) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<ellipse cx="50" cy="${50 - len}" rx="11" ry="${len}" fill="${petal}" stroke="#0003" transform="rotate(${(i * 360) / n} 50 50)"/>`,
  ).join('') + `<circle cx="50" cy="50" r="8" fill="${centre}"/>`;

const ART = {
  ten: (c) => rank('10', c.accent),
  jack: () => rank('J', '#81c784'),
  queen: () => rank('Q', '#f06292'),
  king: () => rank('K', '#ffb74d'),
  ace: () => rank('A', '#64b5f6'),
  mango: () =>
    '<path d="M28 70C18 44 40 20 66 26C86 32 84 62 64 76C50 86 34 82 28 70Z" fill="#ffb300"/>' +
    '<path d="M28 70C46 72 62 58 66 26C86 32 84 62 64 76C50 86 34 82 28 70Z" fill="#fb8c00"/>' +
    '<path d="M64 27C64 19 68 15 74 13" stroke="#5d4037" stroke-width="4" fill="none"/>' +
    '<path d="M70 16C80 8 90 12 92 18C82 22 76 20 70 16Z" fill="#43a047"/>',
  coconut: () =>
    '<circle cx="50" cy="54" r="32" fill="#6d4c41" stroke="#3e2723" stroke-width="4"/>' +
    '<circle cx="40" cy="42" r="4.5" fill="#2d1b14"/><circle cx="56" cy="40" r="4.5" fill="#2d1b14"/><circle cx="48" cy="55" r="4.5" fill="#2d1b14"/>' +
    '<path d="M26 60L34 64M68 70L74 64M64 30L70 36" stroke="#a1887f" stroke-width="3"/>',
  jeepney: () =>
    '<rect x="8" y="34" width="84" height="32" rx="6" fill="#e53935"/><rect x="10" y="26" width="66" height="10" rx="3" fill="#fdd835"/>' +
    '<rect x="14" y="40" width="12" height="11" fill="#90caf9"/><rect x="30" y="40" width="12" height="11" fill="#90caf9"/>' +
    '<rect x="46" y="40" width="12" height="11" fill="#90caf9"/><rect x="64" y="40" width="20" height="13" fill="#bbdefb"/>' +
    '<rect x="8" y="56" width="84" height="4" fill="#1e88e5"/><rect x="88" y="48" width="6" height="8" fill="#eceff1"/>' +
    '<circle cx="28" cy="68" r="9" fill="#212121"/><circle cx="72" cy="68" r="9" fill="#212121"/>' +
    '<circle cx="28" cy="68" r="4" fill="#bdbdbd"/><circle cx="72" cy="68" r="4" fill="#bdbdbd"/>',
  carabao: () =>
    '<path d="M6 36C12 14 34 12 42 30C34 26 22 26 18 40Z" fill="#d7ccc8"/><path d="M94 36C88 14 66 12 58 30C66 26 78 26 82 40Z" fill="#d7ccc8"/>' +
    '<ellipse cx="50" cy="52" rx="22" ry="26" fill="#616161"/><ellipse cx="50" cy="70" rx="14" ry="10" fill="#8d6e63"/>' +
    '<circle cx="44" cy="70" r="2.5" fill="#3e2723"/><circle cx="56" cy="70" r="2.5" fill="#3e2723"/>' +
    '<circle cx="40" cy="46" r="4" fill="#fff"/><circle cx="60" cy="46" r="4" fill="#fff"/><circle cx="40" cy="46" r="2" fill="#000"/><circle cx="60" cy="46" r="2" fill="#000"/>',
  sampaguita: () => '<path d="M50 92C46 78 30 74 18 80C28 64 44 70 50 92Z" fill="#43a047"/>' + flower('#fffdf5', '#fdd835', 5, 19),
  pearl: () =>
    '<path d="M10 58Q50 98 90 58Z" fill="#a1887f" stroke="#6d4c41" stroke-width="3"/>' +
    '<path d="M10 58Q50 14 90 58" fill="#8d6e63" stroke="#6d4c41" stroke-width="3" opacity="0.6"/>' +
    '<circle cx="50" cy="58" r="17" fill="#f5f5f5"/><circle cx="44" cy="52" r="5" fill="#fff"/>',
  cherry: () =>
    '<path d="M36 62C40 40 50 24 66 16M64 62C62 44 62 30 66 16" stroke="#2e7d32" stroke-width="4" fill="none"/>' +
    '<path d="M66 16C76 10 86 16 88 22C78 26 70 22 66 16Z" fill="#43a047"/>' +
    '<circle cx="34" cy="68" r="16" fill="#d32f2f"/><circle cx="64" cy="68" r="16" fill="#c62828"/>' +
    '<circle cx="29" cy="62" r="4" fill="#ef9a9a"/><circle cx="59" cy="62" r="4" fill="#ef9a9a"/>',
  lemon: () =>
    '<ellipse cx="50" cy="52" rx="36" ry="25" fill="#fdd835" stroke="#f9a825" stroke-width="3" transform="rotate(-20 50 52)"/>' +
    '<ellipse cx="40" cy="44" rx="10" ry="5" fill="#fff59d" transform="rotate(-20 40 44)"/>',
  orange: () =>
    '<circle cx="50" cy="56" r="30" fill="#fb8c00" stroke="#e65100" stroke-width="3"/><path d="M50 26C50 20 54 16 58 14" stroke="#5d4037" stroke-width="3" fill="none"/>' +
    '<path d="M53 22C61 12 75 14 77 20C67 26 59 26 53 22Z" fill="#43a047"/><circle cx="40" cy="46" r="5" fill="#ffcc80"/>',
  grapes: () =>
    '<path d="M50 22C50 14 56 10 62 8" stroke="#5d4037" stroke-width="3" fill="none"/><path d="M54 18C64 8 78 12 80 18C70 24 60 22 54 18Z" fill="#43a047"/>' +
    [
      [34, 34],
      [50, 32],
      [66, 34],
      [42, 48],
      [58, 48],
      [34, 62],
      [50, 62],
      [66, 62],
      [42, 76],
      [58, 76],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#8e24aa" stroke="#4a148c" stroke-width="2"/>`)
      .join(''),
  watermelon: () =>
    '<path d="M8 36A42 42 0 0 0 92 36Z" fill="#2e7d32"/><path d="M14 36A36 36 0 0 0 86 36Z" fill="#e53935"/>' +
    [30, 44, 56, 70].map((x, i) => `<ellipse cx="${x}" cy="${48 + (i % 2) * 10}" rx="2.5" ry="4" fill="#212121"/>`).join(''),
  bell: () =>
    '<path d="M50 14C30 14 26 36 26 50C26 62 18 66 16 72H84C82 66 74 62 74 50C74 36 70 14 50 14Z" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/>' +
    '<circle cx="50" cy="80" r="7" fill="#f57f17"/><rect x="46" y="7" width="8" height="9" rx="2" fill="#f57f17"/>',
  bar: () => bar(40),
  bar2: () => bar(26) + bar(54),
  bar3: () => bar(14) + bar(40) + bar(66),
  seven: () =>
    '<text x="50" y="82" text-anchor="middle" font-size="86" font-weight="900" font-family="Georgia, serif" fill="#e53935" ' +
    'stroke="#ffd54f" stroke-width="4" paint-order="stroke">7</text>',
  amethyst: () =>
    gem('polygon points="50,10 84,30 84,70 50,90 16,70 16,30"', '#9c27b0', '#e1bee7') +
    gem('polygon points="50,28 68,38 68,62 50,72 32,62 32,38"', '#ba68c8', '#e1bee7'),
  emerald: () =>
    gem('polygon points="30,14 70,14 86,30 86,70 70,86 30,86 14,70 14,30"', '#2e7d32', '#a5d6a7') +
    gem('rect x="32" y="32" width="36" height="36"', '#43a047', '#c8e6c9'),
  sapphire: () =>
    gem('circle cx="50" cy="50" r="36"', '#1565c0', '#90caf9') +
    gem('polygon points="' + star(8, 50, 50, 30, 18) + '"', '#1e88e5', '#bbdefb'),
  ruby: () =>
    gem('path d="M50 88L12 44L28 16H72L88 44Z"', '#c62828', '#ef9a9a') +
    '<path d="M12 44H88M28 16L40 44L50 16L60 44L72 16M40 44L50 88L60 44" stroke="#ffcdd2" stroke-width="2" fill="none"/>',
  diamond: () =>
    gem('path d="M50 90L10 38L28 14H72L90 38Z"', '#b2ebf2', '#ffffff') +
    '<path d="M10 38H90M28 14L40 38L50 14L60 38L72 14M40 38L50 90L60 38" stroke="#4dd0e1" stroke-width="2" fill="none"/>',
  leaf: () =>
    '<path d="M14 86C14 40 44 12 88 12C88 56 60 86 14 86Z" fill="#43a047" stroke="#1b5e20" stroke-width="3"/>' +
    '<path d="M14 86L74 26M36 64L34 44M50 50L50 30M36 64L56 66M50 50L70 52" stroke="#1b5e20" stroke-width="3" fill="none"/>',
  paw: () =>
    '<ellipse cx="50" cy="64" rx="22" ry="18" fill="#ff8f00"/>' +
    [
      [24, 40],
      [40, 26],
      [60, 26],
      [76, 40],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="11" fill="#ff8f00"/>`)
      .join(''),
  parrot: () =>
    '<ellipse cx="48" cy="56" rx="22" ry="30" fill="#e53935"/><path d="M40 60C50 62 62 76 64 92L44 86Z" fill="#1e88e5"/>' +
    '<path d="M30 56C40 52 56 62 58 80L36 74Z" fill="#43a047"/><circle cx="54" cy="36" r="5" fill="#fff"/><circle cx="55" cy="36" r="2.5" fill="#000"/>' +
    '<path d="M66 34C80 34 80 50 70 52C72 46 70 42 64 42Z" fill="#fdd835"/>',
  tiger: () =>
    '<circle cx="24" cy="24" r="12" fill="#ef6c00"/><circle cx="76" cy="24" r="12" fill="#ef6c00"/><circle cx="50" cy="54" r="36" fill="#fb8c00"/>' +
    '<path d="M50 18V32M36 20L40 32M64 20L60 32M14 50H28M16 62H28M86 50H72M84 62H72" stroke="#212121" stroke-width="4"/>' +
    '<ellipse cx="50" cy="70" rx="18" ry="14" fill="#fff3e0"/><path d="M44 62H56L50 70Z" fill="#3e2723"/>' +
    '<circle cx="36" cy="48" r="5" fill="#fff"/><circle cx="64" cy="48" r="5" fill="#fff"/><circle cx="36" cy="48" r="2.5" fill="#1b5e20"/><circle cx="64" cy="48" r="2.5" fill="#1b5e20"/>',
  lantern: () =>
    '<rect x="38" y="10" width="24" height="10" rx="2" fill="#fbc02d"/><ellipse cx="50" cy="50" rx="32" ry="30" fill="#d32f2f" stroke="#fbc02d" stroke-width="3"/>' +
    '<path d="M50 20V80M34 24C24 40 24 60 34 76M66 24C76 40 76 60 66 76" stroke="#fbc02d" stroke-width="2" fill="none"/>' +
    '<rect x="38" y="80" width="24" height="8" rx="2" fill="#fbc02d"/><path d="M50 88V98" stroke="#fbc02d" stroke-width="3"/>',
  fan: () =>
    '<path d="M50 84L10 40A56 56 0 0 1 90 40Z" fill="#e53935" stroke="#fbc02d" stroke-width="3"/>' +
    [20, 35, 50, 65, 80].map((x) => `<path d="M50 84L${x} ${x === 50 ? 28 : 34}" stroke="#fbc02d" stroke-width="2"/>`).join('') +
    '<circle cx="50" cy="84" r="5" fill="#fbc02d"/>',
  koi: () =>
    '<path d="M10 50C26 24 62 24 76 50C62 76 26 76 10 50Z" fill="#ff7043"/><path d="M74 50L94 32V68Z" fill="#ff7043"/>' +
    '<circle cx="40" cy="42" r="7" fill="#fff"/><circle cx="56" cy="58" r="6" fill="#fff"/><circle cx="22" cy="46" r="3" fill="#212121"/>',
  phoenix: () =>
    '<path d="M50 60C30 40 12 40 6 20C28 26 40 30 50 46C60 30 72 26 94 20C88 40 70 40 50 60Z" fill="#ff7043"/>' +
    '<path d="M50 56C44 70 36 80 24 90C40 88 48 80 50 72C52 80 60 88 76 90C64 80 56 70 50 56Z" fill="#fdd835"/>' +
    '<circle cx="50" cy="40" r="8" fill="#e53935"/><path d="M56 38L64 40L56 43Z" fill="#fdd835"/>',
  dragon: () =>
    '<path d="M14 70C14 40 40 22 66 26L88 40L76 48L84 58L64 58C58 66 44 72 30 74Z" fill="#2e7d32" stroke="#1b5e20" stroke-width="3"/>' +
    '<path d="M40 26L30 8L50 22M56 24L58 6L66 26" fill="#fdd835"/><circle cx="62" cy="38" r="4" fill="#fdd835"/>' +
    '<path d="M84 58C90 62 94 68 92 74C88 68 82 66 76 66" fill="#ff7043"/>',
  goblet: () =>
    '<path d="M24 14H76C76 44 64 56 50 56C36 56 24 44 24 14Z" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/>' +
    '<rect x="46" y="56" width="8" height="22" fill="#f57f17"/><rect x="30" y="78" width="40" height="8" rx="3" fill="#fbc02d"/><circle cx="50" cy="32" r="6" fill="#e53935"/>',
  ring: () =>
    '<circle cx="50" cy="60" r="28" fill="none" stroke="#fbc02d" stroke-width="9"/>' +
    '<path d="M36 24L50 10L64 24L50 40Z" fill="#4fc3f7" stroke="#e1f5fe" stroke-width="2"/>',
  shield: () =>
    '<path d="M50 8L86 20V46C86 70 68 84 50 92C32 84 14 70 14 46V20Z" fill="#1e88e5" stroke="#fbc02d" stroke-width="4"/>' +
    '<path d="M50 20V80M24 44H76" stroke="#fbc02d" stroke-width="8"/>',
  crown: () =>
    '<path d="M12 76L8 30L30 50L50 18L70 50L92 30L88 76Z" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/>' +
    '<rect x="12" y="76" width="76" height="10" rx="3" fill="#f57f17"/><circle cx="50" cy="58" r="6" fill="#e53935"/><circle cx="30" cy="64" r="4" fill="#1e88e5"/><circle cx="70" cy="64" r="4" fill="#43a047"/>',
  coin: () =>
    '<circle cx="50" cy="50" r="38" fill="#fbc02d" stroke="#f57f17" stroke-width="4"/><circle cx="50" cy="50" r="28" fill="none" stroke="#f57f17" stroke-width="3"/>' +
    `<polygon points="${star(5, 50, 51, 18, 8)}" fill="#f57f17"/>`,
  key: () =>
    '<circle cx="28" cy="50" r="18" fill="none" stroke="#fbc02d" stroke-width="8"/><rect x="44" y="46" width="46" height="8" fill="#fbc02d"/>' +
    '<rect x="70" y="54" width="7" height="14" fill="#fbc02d"/><rect x="82" y="54" width="7" height="10" fill="#fbc02d"/>',
  goldbar: () =>
    '<path d="M12 80L22 58H58L68 80Z" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/><path d="M32 58L42 36H78L88 58Z" fill="#fdd835" stroke="#f57f17" stroke-width="3"/>' +
    '<path d="M52 80L62 58H80L90 80Z" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/>',
  chest: () =>
    '<path d="M12 44C12 22 88 22 88 44Z" fill="#8d6e63" stroke="#4e342e" stroke-width="3"/><rect x="12" y="44" width="76" height="40" fill="#6d4c41" stroke="#4e342e" stroke-width="3"/>' +
    '<path d="M12 44H88M30 30V84M70 30V84" stroke="#fbc02d" stroke-width="5"/><rect x="42" y="40" width="16" height="18" rx="3" fill="#fbc02d"/><circle cx="50" cy="49" r="3" fill="#4e342e"/>',
  banderitas: () =>
    '<path d="M4 20Q50 40 96 20" stroke="#eceff1" stroke-width="2" fill="none"/>' +
    ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#8e24aa']
      .map((fill, i) => {
        const x = 10 + i * 18;
        const y = 22 + 8 * Math.sin(((i + 0.5) / 5) * Math.PI);
        return `<polygon points="${x},${y} ${x + 16},${y} ${x + 8},${y + 30}" fill="${fill}"/>`;
      })
      .join('') +
    '<path d="M4 56Q50 76 96 56" stroke="#eceff1" stroke-width="2" fill="none"/>' +
    ['#fdd835', '#1e88e5', '#e53935', '#8e24aa', '#43a047']
      .map((fill, i) => {
        const x = 10 + i * 18;
        const y = 58 + 8 * Math.sin(((i + 0.5) / 5) * Math.PI);
        return `<polygon points="${x},${y} ${x + 16},${y} ${x + 8},${y + 28}" fill="${fill}"/>`;
      })
      .join(''),
  drum: () =>
    '<path d="M34 8L46 36M66 8L54 36" stroke="#d7ccc8" stroke-width="4"/><ellipse cx="50" cy="40" rx="34" ry="10" fill="#fff8e1"/>' +
    '<path d="M16 40V76C16 90 84 90 84 76V40C84 52 16 52 16 40Z" fill="#e53935"/><path d="M16 44L34 84M50 50V88M84 44L66 84M34 48L16 76M66 48L84 76" stroke="#fdd835" stroke-width="3"/>',
  mask: () =>
    '<path d="M50 14C78 14 90 34 86 58C82 80 64 92 50 92C36 92 18 80 14 58C10 34 22 14 50 14Z" fill="#fdd835" stroke="#e53935" stroke-width="4"/>' +
    '<ellipse cx="34" cy="46" rx="10" ry="7" fill="#1e88e5"/><ellipse cx="66" cy="46" rx="10" ry="7" fill="#1e88e5"/>' +
    '<path d="M32 66Q50 84 68 66" stroke="#e53935" stroke-width="5" fill="none"/><path d="M50 14L44 2M50 14L56 2M36 18L26 6M64 18L74 6" stroke="#43a047" stroke-width="4"/>',
  guitar: () =>
    '<rect x="46" y="6" width="8" height="46" fill="#5d4037"/><rect x="42" y="2" width="16" height="10" rx="2" fill="#3e2723"/>' +
    '<path d="M50 44C32 40 22 52 28 64C20 74 28 94 50 94C72 94 80 74 72 64C78 52 68 40 50 44Z" fill="#ff8f00" stroke="#5d4037" stroke-width="3"/>' +
    '<circle cx="50" cy="66" r="8" fill="#3e2723"/><rect x="40" y="80" width="20" height="4" fill="#3e2723"/>',
  parol: () =>
    `<polygon points="${star(5, 50, 44, 36, 15)}" fill="#e53935" stroke="#fdd835" stroke-width="3"/>` +
    `<polygon points="${star(5, 50, 44, 16, 7)}" fill="#fdd835"/>` +
    '<path d="M40 68L34 96M50 70V98M60 68L66 96" stroke="#fdd835" stroke-width="3"/>',
  cloud: () =>
    '<path d="M24 62C10 62 10 42 24 42C24 26 46 20 54 34C62 22 84 28 80 44C94 46 92 62 80 62Z" fill="#546e7a" stroke="#263238" stroke-width="3"/>' +
    '<path d="M34 70L28 84M50 70L44 88M66 70L60 84" stroke="#4fc3f7" stroke-width="4"/>',
  flame: () =>
    '<path d="M50 8C58 30 82 40 80 64C78 84 64 94 50 94C36 94 22 84 20 64C18 46 34 40 36 24C44 36 46 24 50 8Z" fill="#e53935"/>' +
    '<path d="M50 40C54 54 68 60 66 74C64 86 56 90 50 90C44 90 36 86 34 74C32 62 44 58 50 40Z" fill="#ff9800"/>' +
    '<path d="M50 62C54 70 58 74 58 80C58 86 54 88 50 88C46 88 42 86 42 80C42 74 48 70 50 62Z" fill="#ffeb3b"/>',
  bolt: () => '<polygon points="58,4 20,56 46,56 36,96 82,38 54,38 66,4" fill="#ffeb3b" stroke="#f57f17" stroke-width="3"/>',
  volcano: () =>
    '<path d="M4 92L36 36H64L96 92Z" fill="#6d4c41" stroke="#3e2723" stroke-width="3"/><path d="M36 36C40 50 46 52 50 46C54 52 60 50 64 36Z" fill="#ff5722"/>' +
    '<path d="M44 34C40 20 46 10 40 2M56 34C62 22 54 14 62 4" stroke="#ff9800" stroke-width="5" fill="none"/>',
  shell: () =>
    '<path d="M50 88L14 44C14 22 32 12 50 12C68 12 86 22 86 44Z" fill="#ffccbc" stroke="#ff8a65" stroke-width="3"/>' +
    [20, 32, 44, 56, 68, 80].map((x) => `<path d="M50 86L${x} ${x < 50 ? 26 : 26}" stroke="#ff8a65" stroke-width="2.5"/>`).join('') +
    '<rect x="40" y="84" width="20" height="8" rx="3" fill="#ff8a65"/>',
  starfish: () =>
    `<polygon points="${star(5, 50, 54, 44, 18)}" fill="#ff7043" stroke="#bf360c" stroke-width="3" stroke-linejoin="round"/>` +
    [
      [50, 30],
      [70, 48],
      [62, 70],
      [38, 70],
      [30, 48],
      [50, 54],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#ffccbc"/>`)
      .join(''),
  fish: () =>
    '<path d="M8 50C24 24 60 22 76 50C60 78 24 76 8 50Z" fill="#29b6f6" stroke="#0277bd" stroke-width="3"/><path d="M74 50L94 30V70Z" fill="#0288d1"/>' +
    '<circle cx="26" cy="46" r="5" fill="#fff"/><circle cx="25" cy="46" r="2.5" fill="#000"/><path d="M44 34C50 44 50 56 44 66" stroke="#0277bd" stroke-width="3" fill="none"/>',
  turtle: () =>
    '<ellipse cx="20" cy="30" rx="10" ry="6" fill="#8bc34a" transform="rotate(-30 20 30)"/><ellipse cx="80" cy="30" rx="10" ry="6" fill="#8bc34a" transform="rotate(30 80 30)"/>' +
    '<ellipse cx="20" cy="74" rx="10" ry="6" fill="#8bc34a" transform="rotate(30 20 74)"/><ellipse cx="80" cy="74" rx="10" ry="6" fill="#8bc34a" transform="rotate(-30 80 74)"/>' +
    '<circle cx="50" cy="12" r="9" fill="#8bc34a"/><ellipse cx="50" cy="52" rx="30" ry="34" fill="#33691e" stroke="#1b5e20" stroke-width="3"/>' +
    `<polygon points="${star(6, 50, 52, 18, 14, 0)}" fill="#689f38"/>`,
  moon: () => '<path d="M64 10A40 40 0 1 0 90 70A32 32 0 1 1 64 10Z" fill="#fff59d" stroke="#fbc02d" stroke-width="3"/>',
  comet: () =>
    '<path d="M64 38L8 8L40 56Z" fill="#4fc3f7" opacity="0.7"/><path d="M62 42L22 30L46 62Z" fill="#b3e5fc"/>' +
    '<circle cx="64" cy="62" r="22" fill="#fff59d" stroke="#fbc02d" stroke-width="3"/>',
  sun: () =>
    `<polygon points="${star(8, 50, 50, 46, 26, -90)}" fill="#fdd835"/>` +
    '<circle cx="50" cy="50" r="24" fill="#fbc02d" stroke="#f57f17" stroke-width="3"/>',
  star: () => `<polygon points="${star(5, 50, 54, 44, 18)}" fill="#ffd54f" stroke="#f57f17" stroke-width="4" stroke-linejoin="round"/>`,
  butterfly: () =>
    '<ellipse cx="30" cy="36" rx="20" ry="24" fill="#ab47bc"/><ellipse cx="70" cy="36" rx="20" ry="24" fill="#ab47bc"/>' +
    '<ellipse cx="32" cy="70" rx="14" ry="16" fill="#ffb300"/><ellipse cx="68" cy="70" rx="14" ry="16" fill="#ffb300"/>' +
    '<rect x="46" y="22" width="8" height="62" rx="4" fill="#3e2723"/><path d="M48 22L40 8M52 22L60 8" stroke="#3e2723" stroke-width="3"/>',
  gumamela: () =>
    flower('#e53935', '#fdd835', 5, 22) +
    '<path d="M50 50L64 30" stroke="#fdd835" stroke-width="3"/><circle cx="64" cy="30" r="4" fill="#fdd835"/>',
  orchid: () => flower('#ce93d8', '#fff176', 5, 20) + '<path d="M38 56C42 74 58 74 62 56C56 62 44 62 38 56Z" fill="#8e24aa"/>',
  tomato: () =>
    '<circle cx="50" cy="56" r="34" fill="#e53935" stroke="#b71c1c" stroke-width="3"/>' +
    `<polygon points="${star(5, 50, 26, 18, 6)}" fill="#43a047"/><circle cx="38" cy="44" r="6" fill="#ef9a9a"/>`,
  eggplant: () =>
    '<path d="M30 34C16 52 20 88 46 90C74 92 88 66 66 40C58 30 40 22 30 34Z" fill="#6a1b9a" stroke="#4a148c" stroke-width="3"/>' +
    '<path d="M24 34C30 20 48 20 56 30C46 28 38 34 34 42Z" fill="#43a047"/><path d="M38 24L30 8" stroke="#2e7d32" stroke-width="5"/>',
  squash: () =>
    '<ellipse cx="50" cy="58" rx="40" ry="30" fill="#fb8c00" stroke="#e65100" stroke-width="3"/>' +
    '<path d="M50 30C40 40 40 76 50 88M50 30C60 40 60 76 50 88M28 36C18 50 22 76 32 84M72 36C82 50 78 76 68 84" stroke="#e65100" stroke-width="2.5" fill="none"/>' +
    '<path d="M50 30C50 20 54 14 60 10" stroke="#558b2f" stroke-width="6" fill="none"/>',
  kubo: () =>
    '<path d="M4 50L50 10L96 50Z" fill="#c8a951" stroke="#8d6e63" stroke-width="3"/><path d="M20 50H80V76H20Z" fill="#d7b97f" stroke="#8d6e63" stroke-width="3"/>' +
    '<rect x="42" y="56" width="16" height="20" fill="#6d4c41"/><rect x="26" y="56" width="10" height="9" fill="#6d4c41"/>' +
    '<path d="M24 76V94M76 76V94M50 76V94M14 32H86" stroke="#8d6e63" stroke-width="4"/>',
};

/** A badge with a word on it: the wild and the free-spins symbol. */
const badge = (fill, ring, text) =>
  `<polygon points="${star(12, 50, 50, 48, 36)}" fill="${ring}"/><circle cx="50" cy="50" r="34" fill="${fill}" stroke="#fff" stroke-width="3"/>` +
  `<text x="50" y="57" text-anchor="middle" font-size="${text.length > 4 ? 15 : 19}" font-weight="900" font-family="sans-serif" fill="#fff">${text}</text>`;

/**
 * A symbol's drawing. `palette` colours the card ranks and the wild; `words` gives the wild's and
 * the scatter's printed word in the player's language.
 */
export function symbolArt(id, palette, words) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const markup =
    id === 'wild'
      ? badge('#c62828', palette.accent, words.wild)
      : id === 'bonus'
        ? badge('#6a1b9a', '#00e5ff', words.scatter)
        : ART[id]?.(palette);
  // Our own drawings only: no text from the network reaches this markup but the two words of our own texts.
  svg.innerHTML = markup ?? '';
  return svg;
}
