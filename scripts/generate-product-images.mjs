// Made public/images/products/<slug>.svg, <slug>-2.svg and <slug>-3.svg for every product of the shop's seed
// (src/mocks/db/productsSeedData.ts), committed; rerun `node scripts/generate-product-images.mjs` after changing a product or a drawing.
// Each picture is a flat silhouette of the product's kind in its first colour, on a soft tint of its category:
// the front view, a turned view and a close-up, so the product page has a gallery and the shop works offline.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SEED_PRODUCTS, galleryOf, slugOf } from '../src/mocks/db/productsSeedData.ts'

const OUT = join(process.cwd(), 'public/images/products')

const COLORS = {
  black: '#2E3038',
  white: '#F7F8FA',
  silver: '#C3C9D2',
  blue: '#3F6FD8',
  red: '#D94A5C',
  green: '#3B9C78',
  gold: '#D6AE5A',
  pink: '#E889AE',
}

/** Each category's background: a soft tint and a deeper one for the turned view. */
const TINTS = {
  audio: ['#EEE9FF', '#E2D9FF'],
  computers: ['#E4EEFF', '#D5E4FF'],
  phones: ['#DDF4EC', '#CBEDE0'],
  cameras: ['#FFEADF', '#FFDCCB'],
  gaming: ['#FFE4EC', '#FFD3E0'],
  wearables: ['#FFF3D6', '#FFE9B8'],
  'smart-home': ['#DDF3F6', '#C9EBF0'],
  appliances: ['#E9F1DC', '#DCE9C8'],
}

const SCREEN = '#20232B'

function mix(hex, other, amount) {
  const parse = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16))
  const [a, b] = [parse(hex), parse(other)]
  return `#${a.map((channel, i) => Math.round(channel + (b[i] - channel) * amount).toString(16).padStart(2, '0')).join('').toUpperCase()}`
}

/** The product's colour, a darker shade for parts and outlines, a lighter one for highlights. */
function paletteOf(color) {
  const body = COLORS[color]
  // Light bodies need a visible outline; dark ones a lighter detail colour.
  const light = color === 'black' ? '#5A5E6B' : mix(body, '#FFFFFF', 0.5)
  return { body, dark: mix(body, '#000000', color === 'white' || color === 'silver' ? 0.45 : 0.35), light, screen: SCREEN }
}

const rect = (x, y, w, h, r, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const line = (d, stroke, width) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
const outline = (c) => ` stroke="${c.dark}" stroke-width="2.5"`

/** One silhouette per kind, drawn in a 200 × 200 box. */
const KINDS = {
  headphones: (c) =>
    line('M42 112 C42 36 158 36 158 112', c.body, 14) +
    line('M42 112 C42 36 158 36 158 112', c.dark, 3) +
    rect(24, 98, 36, 64, 17, c.body, outline(c)) +
    rect(140, 98, 36, 64, 17, c.body, outline(c)) +
    rect(52, 108, 12, 44, 6, c.dark) +
    rect(136, 108, 12, 44, 6, c.dark),
  earbuds: (c) =>
    rect(48, 100, 104, 68, 30, c.body, outline(c)) +
    line('M50 126 H150', c.dark, 2.5) +
    circle(100, 146, 4, c.light) +
    [78, 122].map((x) => rect(x - 5, 64, 10, 34, 5, c.body, outline(c)) + circle(x, 62, 15, c.body, outline(c)) + circle(x, 62, 6, c.dark)).join(''),
  speaker: (c) =>
    rect(60, 26, 80, 148, 34, c.body, outline(c)) +
    circle(100, 116, 30, c.dark) +
    circle(100, 116, 12, c.light) +
    circle(100, 58, 9, c.dark) +
    line('M82 160 H118', c.dark, 3),
  soundbar: (c) =>
    rect(10, 60, 180, 38, 19, c.body, outline(c)) +
    rect(26, 73, 148, 12, 6, c.dark) +
    rect(128, 112, 56, 66, 12, c.body, outline(c)) +
    circle(156, 145, 17, c.dark) +
    circle(156, 145, 6, c.light),
  laptop: (c) =>
    rect(36, 38, 128, 90, 8, c.body, outline(c)) +
    rect(44, 46, 112, 74, 3, c.screen) +
    path('M44 120 L112 46 H156 V62 L104 120 Z', '#FFFFFF', ' opacity="0.06"') +
    path('M18 132 H182 L170 150 H30 Z', c.body, outline(c)) +
    rect(86, 132, 28, 5, 2.5, c.dark),
  monitor: (c) =>
    rect(18, 28, 164, 104, 8, c.body, outline(c)) +
    rect(26, 36, 148, 86, 3, c.screen) +
    path('M26 122 L96 36 H150 L80 122 Z', '#FFFFFF', ' opacity="0.06"') +
    rect(92, 132, 16, 28, 2, c.dark) +
    rect(62, 158, 76, 10, 5, c.body, outline(c)),
  keyboard: (c) =>
    rect(12, 66, 176, 72, 10, c.body, outline(c)) +
    [0, 1, 2].map((row) => Array.from({ length: 12 }, (_, i) => rect(22 + i * 13.5, 76 + row * 14, 10, 10, 2.5, c.dark)).join('')).join('') +
    rect(58, 118, 84, 10, 3, c.dark),
  mouse: (c) =>
    rect(64, 36, 72, 128, 36, c.body, outline(c)) +
    line('M100 38 V88', c.dark, 2.5) +
    line('M66 88 H134', c.dark, 2.5) +
    rect(95, 54, 10, 20, 5, c.dark),
  tablet: (c) =>
    rect(42, 20, 116, 160, 14, c.body, outline(c)) +
    rect(50, 30, 100, 140, 6, c.screen) +
    circle(100, 100, 26, c.light, ' opacity="0.55"') +
    circle(100, 25, 2, c.dark),
  phone: (c) =>
    rect(60, 14, 80, 172, 18, c.body, outline(c)) +
    rect(66, 22, 68, 156, 12, c.screen) +
    circle(100, 104, 24, c.light, ' opacity="0.55"') +
    circle(116, 86, 12, c.body, ' opacity="0.7"') +
    rect(88, 28, 24, 7, 3.5, '#000000'),
  camera: (c) =>
    rect(58, 42, 54, 28, 6, c.body, outline(c)) +
    rect(22, 60, 156, 100, 14, c.body, outline(c)) +
    rect(22, 60, 32, 100, 12, c.dark) +
    rect(140, 48, 22, 10, 3, c.dark) +
    circle(114, 110, 38, c.dark) +
    circle(114, 110, 28, c.screen) +
    circle(104, 100, 8, c.light, ' opacity="0.6"'),
  lens: (c) =>
    circle(100, 100, 74, c.body, outline(c)) +
    circle(100, 100, 62, c.dark) +
    circle(100, 100, 48, c.screen) +
    circle(100, 100, 30, '#2C3140') +
    circle(84, 84, 12, c.light, ' opacity="0.5"') +
    circle(100, 100, 68, 'none', ` stroke="${c.light}" stroke-width="2" stroke-dasharray="3 5"`),
  drone: (c) =>
    line('M100 100 L42 52 M100 100 L158 52 M100 100 L42 148 M100 100 L158 148', c.body, 9) +
    line('M100 100 L42 52 M100 100 L158 52 M100 100 L42 148 M100 100 L158 148', c.dark, 2) +
    [
      [42, 52],
      [158, 52],
      [42, 148],
      [158, 148],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="32" ry="7" fill="${c.dark}" opacity="0.7"/>` + circle(x, y, 8, c.body, outline(c)))
      .join('') +
    rect(74, 82, 52, 38, 12, c.body, outline(c)) +
    circle(100, 128, 9, c.screen),
  'action-camera': (c) =>
    rect(86, 138, 28, 30, 4, c.dark) +
    rect(46, 46, 108, 96, 16, c.body, outline(c)) +
    rect(60, 60, 52, 52, 12, c.dark) +
    circle(86, 86, 18, c.screen) +
    circle(80, 80, 5, c.light, ' opacity="0.6"') +
    rect(120, 62, 22, 22, 4, c.screen) +
    circle(132, 124, 5, '#E25C5C'),
  console: (c) =>
    rect(58, 20, 84, 160, 12, c.body, outline(c)) +
    rect(58, 20, 16, 160, 8, c.light) +
    line('M92 40 H128', c.dark, 3) +
    circle(110, 160, 5, c.dark) +
    rect(70, 176, 60, 8, 4, c.dark),
  controller: (c) =>
    path('M42 78 Q44 58 66 58 H134 Q156 58 158 78 L172 136 Q176 164 154 164 Q138 162 128 140 H72 Q62 162 46 164 Q24 164 28 136 Z', c.body, outline(c)) +
    rect(54, 86, 28, 9, 2, c.dark) +
    rect(63, 77, 9, 28, 2, c.dark) +
    circle(136, 78, 6, c.dark) +
    circle(150, 92, 6, c.dark) +
    circle(122, 92, 6, c.dark) +
    circle(136, 106, 6, c.dark) +
    circle(82, 124, 12, c.dark) +
    circle(118, 124, 12, c.dark),
  'vr-headset': (c) =>
    line('M30 100 Q6 100 8 124 Q12 146 40 140', c.dark, 8) +
    line('M170 100 Q194 100 192 124 Q188 146 160 140', c.dark, 8) +
    rect(26, 64, 148, 76, 30, c.body, outline(c)) +
    rect(38, 76, 124, 52, 22, c.screen) +
    path('M46 118 L86 80 H120 L76 122 Z', '#FFFFFF', ' opacity="0.08"'),
  handheld: (c) =>
    rect(10, 58, 180, 84, 34, c.body, outline(c)) +
    rect(50, 66, 100, 68, 6, c.screen) +
    circle(100, 100, 18, c.light, ' opacity="0.5"') +
    circle(30, 84, 9, c.dark) +
    circle(170, 84, 9, c.dark) +
    circle(30, 116, 4, c.dark) +
    circle(170, 116, 4, c.dark),
  watch: (c) =>
    rect(78, 8, 44, 184, 16, c.dark) +
    rect(60, 52, 80, 96, 24, c.body, outline(c)) +
    rect(138, 82, 7, 20, 3, c.body, outline(c)) +
    rect(68, 60, 64, 80, 18, c.screen) +
    circle(100, 100, 20, 'none', ` stroke="${c.light}" stroke-width="5" stroke-dasharray="90 40" stroke-linecap="round"`) +
    circle(100, 100, 4, c.light),
  band: (c) =>
    rect(84, 8, 32, 184, 14, c.body, outline(c)) +
    rect(78, 62, 44, 76, 18, c.dark) +
    rect(86, 72, 28, 56, 10, c.screen) +
    rect(93, 92, 14, 4, 2, c.light) +
    rect(93, 102, 10, 4, 2, c.light),
  'smart-speaker': (c) =>
    rect(54, 40, 92, 136, 22, c.body, outline(c)) +
    `<ellipse cx="100" cy="44" rx="42" ry="10" fill="${c.light}"/>` +
    `<ellipse cx="100" cy="44" rx="30" ry="6" fill="none" stroke="#4FB3E8" stroke-width="3"/>` +
    [80, 100, 120, 140, 160].map((y) => line(`M64 ${y} H136`, c.dark, 1.5)).join(''),
  bulb: (c) =>
    circle(100, 78, 66, '#FFE9A8', ' opacity="0.45"') +
    path('M100 22 C130 22 150 44 150 72 C150 96 132 106 126 126 H74 C68 106 50 96 50 72 C50 44 70 22 100 22 Z', c.body, outline(c)) +
    line('M88 118 L92 84 L100 96 L108 84 L112 118', c.dark, 2.5) +
    rect(76, 126, 48, 40, 5, c.dark) +
    line('M76 138 H124 M76 150 H124', c.light, 2) +
    rect(88, 166, 24, 10, 4, c.dark),
  thermostat: (c) =>
    circle(100, 100, 74, c.body, outline(c)) +
    circle(100, 100, 62, c.dark) +
    circle(100, 100, 52, c.screen) +
    line('M66 126 A44 44 0 1 1 134 126', '#F08A4B', 5) +
    `<text x="100" y="110" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#FFFFFF" text-anchor="middle">21°</text>`,
  'security-camera': (c) =>
    `<ellipse cx="100" cy="168" rx="46" ry="11" fill="${c.body}"${outline(c)}/>` +
    rect(90, 130, 20, 36, 4, c.dark) +
    circle(100, 86, 54, c.body, outline(c)) +
    circle(100, 86, 26, c.dark) +
    circle(100, 86, 15, c.screen) +
    circle(94, 80, 4, c.light) +
    circle(132, 60, 4, '#3DBB7A'),
  plug: (c) =>
    rect(52, 34, 96, 132, 26, c.body, outline(c)) +
    circle(100, 74, 11, c.light, outline(c)) +
    circle(100, 74, 4, '#3DBB7A') +
    circle(84, 122, 7, c.dark) +
    circle(116, 122, 7, c.dark),
  blender: (c) =>
    rect(60, 16, 80, 16, 6, c.dark) +
    path('M64 32 H136 L126 126 H74 Z', '#EAF4FB', ` opacity="0.9"${outline(c)}`) +
    path('M70 84 H130 L126 126 H74 Z', '#F0A6B8', ' opacity="0.75"') +
    line('M84 112 L116 104', c.dark, 3) +
    path('M64 126 H136 L150 178 H50 Z', c.body, outline(c)) +
    circle(100, 154, 10, c.dark),
  espresso: (c) =>
    rect(34, 30, 132, 146, 12, c.body, outline(c)) +
    rect(34, 30, 132, 26, 10, c.dark) +
    rect(78, 72, 44, 16, 4, c.dark) +
    line('M122 80 H160', c.dark, 7) +
    rect(86, 120, 28, 26, 5, '#FFFFFF', outline(c)) +
    rect(46, 150, 108, 10, 3, c.dark) +
    circle(146, 104, 7, c.light),
  'robot-vacuum': (c) =>
    circle(100, 100, 76, c.body, outline(c)) +
    circle(100, 100, 58, c.light, ' opacity="0.35"') +
    line('M46 62 A68 68 0 0 1 154 62', c.dark, 5) +
    circle(100, 70, 17, c.dark) +
    circle(100, 70, 6, c.light) +
    circle(100, 128, 6, '#3DBB7A'),
  kettle: (c) =>
    line('M62 124 Q30 120 28 72', c.body, 9) +
    line('M62 124 Q30 120 28 72', c.dark, 2) +
    line('M140 80 Q180 92 146 142', c.dark, 10) +
    path('M62 86 Q62 60 100 60 Q138 60 138 86 L148 162 H52 Z', c.body, outline(c)) +
    `<ellipse cx="100" cy="60" rx="30" ry="7" fill="${c.dark}"/>` +
    circle(100, 50, 6, c.dark) +
    rect(44, 160, 112, 14, 6, c.dark),
  toaster: (c) =>
    rect(62, 38, 28, 40, 9, '#E7B06A') +
    rect(110, 44, 28, 34, 9, '#E7B06A') +
    rect(28, 66, 144, 104, 30, c.body, outline(c)) +
    rect(60, 60, 32, 12, 5, c.dark) +
    rect(108, 60, 32, 12, 5, c.dark) +
    rect(166, 96, 14, 30, 5, c.dark) +
    circle(60, 140, 6, c.dark),
  purifier: (c) =>
    rect(56, 20, 88, 160, 26, c.body, outline(c)) +
    `<ellipse cx="100" cy="40" rx="28" ry="6" fill="none" stroke="#3DBB7A" stroke-width="4"/>` +
    Array.from({ length: 9 }, (_, i) => line(`M70 ${70 + i * 11} H130`, c.dark, 2)).join(''),
}

/** The three views: the product on its tint; turned on the deeper tint; a close-up on a tint of its own colour. */
const VIEWS = [
  { background: ([soft]) => soft, transform: 'translate(80 68) scale(1.2)' },
  { background: ([, deep]) => deep, transform: 'translate(304 84) scale(-1.04 1.04) rotate(-10 100 100)' },
  { background: ([soft], color) => mix(COLORS[color], soft, 0.88), transform: 'translate(25 40) scale(1.75)' },
]

function picture(product, view) {
  const color = product.colors[0]
  const tints = TINTS[product.category]
  const background = VIEWS[view].background(tints, color)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${product.name}">`,
    `<rect width="400" height="400" fill="${background}"/>`,
    `<circle cx="200" cy="190" r="150" fill="#FFFFFF" opacity="0.45"/>`,
    view === 2 ? '' : `<ellipse cx="200" cy="316" rx="120" ry="14" fill="#000000" opacity="0.07"/>`,
    `<g transform="${VIEWS[view].transform}">${KINDS[product.kind](paletteOf(color))}</g>`,
    '</svg>',
    '',
  ].join('\n')
}

mkdirSync(OUT, { recursive: true })
// Pictures of products no longer in the seed go.
for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file))
for (const product of SEED_PRODUCTS) {
  const files = galleryOf(slugOf(product.name))
  files.forEach((file, view) => writeFileSync(join(OUT, file.split('/').pop()), picture(product, view)))
}
console.log(`${SEED_PRODUCTS.length * VIEWS.length} pictures in ${OUT}`)
