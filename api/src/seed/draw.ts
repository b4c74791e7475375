/** Flat illustrations drawn as SVG and rendered by sharp at seed time: nothing is downloaded. */
export type Scene = 'villa' | 'immeuble' | 'interieur' | 'terrain' | 'plage' | 'boutique';

const PALETTES = [
  { sky: ['#7ec8f0', '#d8f0ff'], wall: '#f4e3c1', roof: '#b5523b', ground: '#6aa84f', accent: '#2f6f8f' },
  { sky: ['#f6b26b', '#ffe5cc'], wall: '#fff2cc', roof: '#7f4f24', ground: '#93c47d', accent: '#8e3b2f' },
  { sky: ['#9fc5e8', '#eef6fc'], wall: '#d9ead3', roof: '#45818e', ground: '#b6d7a8', accent: '#134f5c' },
  { sky: ['#b4a7d6', '#f3effb'], wall: '#fce5cd', roof: '#a61c00', ground: '#76a5af', accent: '#38761d' },
];

const W = 1600;
const H = 1067;

function palm(x: number, y: number, s: number): string {
  return `<path d="M${x} ${y} q ${10 * s} ${-90 * s} ${-5 * s} ${-180 * s}" stroke="#7a5230" stroke-width="${14 * s}" fill="none"/>
    ${[-70, -25, 20, 65, 110]
      .map(
        (a) =>
          `<ellipse cx="${x - 5 * s}" cy="${y - 185 * s}" rx="${70 * s}" ry="${16 * s}" fill="#3f7f3a" transform="rotate(${a} ${x - 5 * s} ${y - 185 * s})"/>`,
      )
      .join('')}`;
}

function house(p: (typeof PALETTES)[number], storeys: number): string {
  const h = 170 * storeys;
  const top = 820 - h;
  const windows = Array.from({ length: storeys * 4 }, (_, i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    return `<rect x="${520 + col * 150}" y="${top + 40 + row * 170}" width="80" height="90" rx="6" fill="${p.accent}" opacity="0.85"/>`;
  }).join('');
  return `<rect x="460" y="${top}" width="680" height="${h}" fill="${p.wall}"/>
    <polygon points="420,${top} 800,${top - 200} 1180,${top}" fill="${p.roof}"/>
    ${windows}<rect x="760" y="${820 - 150}" width="90" height="150" fill="${p.roof}"/>`;
}

export function drawScene(scene: Scene, variant: number, label: string): string {
  const p = PALETTES[variant % PALETTES.length] as (typeof PALETTES)[number];
  const sky = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${1300 - variant * 180}" cy="190" r="90" fill="#fff6b0"/>`;
  let body = '';
  switch (scene) {
    case 'villa':
      body = `<rect y="820" width="${W}" height="${H - 820}" fill="${p.ground}"/>${house(p, 1 + (variant % 2))}
        <rect x="1180" y="860" width="300" height="90" rx="12" fill="#5bc0eb"/>${palm(300, 830, 1.4)}${palm(1400, 830, 1.1)}`;
      break;
    case 'immeuble':
      body = `<rect y="860" width="${W}" height="${H - 860}" fill="#9e9e9e"/>
        ${[0, 1, 2]
          .map((b) => {
            const x = 180 + b * 450;
            const top = 260 + ((b + variant) % 3) * 90;
            const win = Array.from(
              { length: 18 },
              (_, i) =>
                `<rect x="${x + 40 + (i % 3) * 110}" y="${top + 40 + Math.floor(i / 3) * 95}" width="70" height="60" fill="${p.accent}" opacity="0.8"/>`,
            ).join('');
            return `<rect x="${x}" y="${top}" width="380" height="${860 - top}" fill="${b === 1 ? p.wall : '#e6e1d6'}"/>${win}`;
          })
          .join('')}`;
      break;
    case 'interieur':
      body = `<rect width="${W}" height="${H}" fill="${p.wall}"/><rect y="780" width="${W}" height="${H - 780}" fill="#a67c52"/>
        <rect x="180" y="200" width="520" height="360" fill="${p.sky[0]}" stroke="#fff" stroke-width="18"/>
        <rect x="820" y="560" width="600" height="220" rx="30" fill="${p.accent}"/><rect x="860" y="480" width="520" height="120" rx="30" fill="${p.roof}"/>
        <rect x="300" y="700" width="300" height="30" fill="#5d4037"/><circle cx="1300" cy="300" r="70" fill="#fff6b0" opacity="0.7"/>`;
      break;
    case 'terrain':
      body = `<rect y="600" width="${W}" height="${H - 600}" fill="${p.ground}"/>
        <polygon points="0,600 400,420 800,600" fill="#6d9e5a"/><polygon points="600,600 1100,380 1600,600" fill="#5a8a4a"/>
        <polygon points="250,1000 1350,1000 1150,700 450,700" fill="#c9a66b" stroke="#fff" stroke-width="8" stroke-dasharray="30 20"/>
        <rect x="1180" y="640" width="12" height="120" fill="#5d4037"/><rect x="1120" y="640" width="130" height="70" fill="#fff"/>${palm(200, 760, 1)}`;
      break;
    case 'plage':
      body = `<rect y="560" width="${W}" height="220" fill="#2e86c1"/><rect y="780" width="${W}" height="${H - 780}" fill="#f5deb3"/>
        <path d="M0 600 q 200 -30 400 0 t 400 0 t 400 0 t 400 0" stroke="#fff" stroke-width="8" fill="none" opacity="0.7"/>
        ${palm(250, 900, 1.6)}${palm(1350, 900, 1.3)}${house(p, 1).replace(/820/g, '880')}`;
      break;
    case 'boutique':
      body = `<rect y="860" width="${W}" height="${H - 860}" fill="#9e9e9e"/><rect x="300" y="300" width="1000" height="560" fill="${p.wall}"/>
        <rect x="300" y="300" width="1000" height="110" fill="${p.roof}"/>
        ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${300 + i * 125}" y="410" width="125" height="60" fill="${i % 2 ? '#fff' : p.accent}"/>`).join('')}
        <rect x="380" y="520" width="520" height="300" fill="${p.sky[0]}" opacity="0.8"/><rect x="980" y="520" width="220" height="340" fill="${p.accent}"/>`;
      break;
  }
  const safe = label.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${sky}${body}
    <rect x="40" y="${H - 110}" width="${40 + safe.length * 26}" height="70" rx="12" fill="#000" opacity="0.45"/>
    <text x="70" y="${H - 62}" font-family="sans-serif" font-size="44" fill="#fff">${safe}</text></svg>`;
}
