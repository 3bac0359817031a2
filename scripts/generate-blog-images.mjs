// Made public/images/blog/<slug>.svg for every post of the blog's seed (src/mocks/db/blogSeedData.ts),
// committed; rerun `node scripts/generate-blog-images.mjs` after changing a post or a drawing.
// Each picture is a 16:9 banner: a soft gradient of the post's first category, a few shapes placed
// by its slug (so no two look alike) and the category's drawing, so the blog works offline.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SEED_POSTS, blogImageOf } from '../src/mocks/db/blogSeedData.ts'

const OUT = join(process.cwd(), 'public/images/blog')

/** Each category's gradient (two soft tints) and the colour it draws with. */
const LOOKS = {
  fashion: { from: '#FCE4EC', to: '#F3C6D7', ink: '#B0305F' },
  food: { from: '#FFF3E0', to: '#FFD9A8', ink: '#C25B12' },
  gaming: { from: '#EDE7F6', to: '#CFC2EE', ink: '#5B3CB0' },
  quote: { from: '#E8F5E9', to: '#C3E4C6', ink: '#2F7A36' },
  travel: { from: '#E3F2FD', to: '#B9D9F7', ink: '#1F62B0' },
  video: { from: '#FFEBEE', to: '#F9C8CE', ink: '#B3303A' },
}

/** One drawing per category, in a 200 × 200 box. */
const DRAWINGS = {
  fashion: (ink) =>
    `<path d="M100 30 a14 14 0 1 1 14 14 v8 l70 44 H16 l70 -44" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M70 104 h60 l22 82 H48 Z" fill="${ink}" opacity="0.85"/><path d="M84 104 l16 24 l16 -24" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.7"/>`,
  food: (ink) =>
    `<path d="M24 100 h152 a76 76 0 0 1 -152 0 Z" fill="${ink}" opacity="0.9"/><rect x="16" y="92" width="168" height="12" rx="6" fill="${ink}"/>` +
    [70, 100, 130].map((x) => `<path d="M${x} 80 q-12 -16 0 -32 q12 -16 0 -32" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`).join(''),
  gaming: (ink) =>
    `<path d="M50 60 h100 a40 40 0 0 1 38 52 l-14 44 a20 20 0 0 1 -34 6 l-18 -22 h-44 l-18 22 a20 20 0 0 1 -34 -6 l-14 -44 a40 40 0 0 1 38 -52 Z" fill="${ink}"/>` +
    `<path d="M56 96 h28 M70 82 v28" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round"/><circle cx="134" cy="88" r="8" fill="#FFFFFF"/><circle cx="152" cy="106" r="8" fill="#FFFFFF" opacity="0.8"/>`,
  quote: (ink) =>
    `<path d="M30 120 q0 -60 50 -76 l6 14 q-26 12 -28 36 a26 26 0 1 1 -28 26 Z" fill="${ink}"/>` +
    `<path d="M110 120 q0 -60 50 -76 l6 14 q-26 12 -28 36 a26 26 0 1 1 -28 26 Z" fill="${ink}" opacity="0.75"/>`,
  travel: (ink) =>
    `<circle cx="146" cy="54" r="22" fill="${ink}" opacity="0.55"/><path d="M8 176 L72 72 L108 128 L132 96 L192 176 Z" fill="${ink}"/>` +
    `<path d="M72 72 L58 95 L72 88 L84 98 Z" fill="#FFFFFF" opacity="0.85"/>`,
  video: (ink) =>
    `<rect x="14" y="40" width="172" height="120" rx="22" fill="${ink}"/><path d="M84 72 L130 100 L84 128 Z" fill="#FFFFFF"/>`,
}

/** A number from a text (FNV-1a), so each post's shapes sit in their own places, the same on every run. */
function hashOf(text) {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return hash >>> 0
}

function picture(post) {
  const category = post.categories[0]
  const { from, to, ink } = LOOKS[category]
  const hash = hashOf(post.slug)
  const at = (shift, range) => ((hash >>> shift) % range)
  const shapes = [
    `<circle cx="${120 + at(0, 200)}" cy="${90 + at(4, 120)}" r="${60 + at(8, 60)}" fill="#FFFFFF" opacity="0.35"/>`,
    `<circle cx="${80 + at(12, 160)}" cy="${300 + at(16, 100)}" r="${30 + at(20, 40)}" fill="${ink}" opacity="0.12"/>`,
    `<rect x="${360 + at(24, 80)}" y="${40 + at(2, 60)}" width="${40 + at(6, 40)}" height="${40 + at(10, 40)}" rx="12" fill="${ink}" opacity="0.1" transform="rotate(${at(14, 40) - 20} 420 80)"/>`,
  ]
  // The drawing sits left or right of the middle, by the slug.
  const x = at(18, 2) === 0 ? 470 : 150
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${post.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="800" height="450" fill="url(#g)"/>`,
    ...shapes,
    `<circle cx="${x + 110}" cy="225" r="160" fill="#FFFFFF" opacity="0.4"/>`,
    `<g transform="translate(${x - 5} 110) scale(1.15)">${DRAWINGS[category](ink)}</g>`,
    '</svg>',
    '',
  ].join('\n')
}

mkdirSync(OUT, { recursive: true })
// Pictures of posts no longer in the seed go.
for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file))
for (const post of SEED_POSTS) writeFileSync(join(OUT, blogImageOf(post.slug).split('/').pop()), picture(post))
console.log(`${SEED_POSTS.length} pictures in ${OUT}`)
