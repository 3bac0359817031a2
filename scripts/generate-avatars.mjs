// Made public/images/avatars/1.svg … 20.svg (committed); rerun `node scripts/generate-avatars.mjs` after changing a face below.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(process.cwd(), 'public/images/avatars')

const SKIN = {
  porcelain: '#F8D9C6',
  fair: '#F2C9AA',
  light: '#E9B792',
  tan: '#D19C74',
  olive: '#C08660',
  brown: '#9A6444',
  deep: '#74462F',
  ebony: '#5A3524',
}
const HAIR = {
  black: '#231B1E',
  espresso: '#3B2720',
  brown: '#6A4029',
  auburn: '#9A3C22',
  ginger: '#C4632C',
  blond: '#DDB05A',
  silver: '#BDB7B2',
}
const BG = {
  sky: '#DCEAFE',
  peach: '#FFE2D6',
  mint: '#D9F3E6',
  lilac: '#EAE2FF',
  butter: '#FFF0C7',
  blush: '#FFDDE8',
  aqua: '#D5F1F5',
  sage: '#E6EFD6',
}
const SHIRT = {
  blue: '#4F86E8',
  coral: '#F07F62',
  teal: '#2FA38A',
  navy: '#34507E',
  mustard: '#E8A83A',
  rose: '#DB6388',
  green: '#5FB36A',
  purple: '#8A6AD8',
  olive: '#7D8B4C',
  slate: '#5E7189',
  tomato: '#E0584C',
  orange: '#F0903E',
  plum: '#9B4F86',
}

/**
 * One line per person. The first twelve have faces that fit the seed's names (1 and 2 are the demo accounts,
 * 3 to 12 the people of the e-mail and search seeds); the rest appear at random in the data tables.
 */
const PEOPLE = [
  { skin: SKIN.fair, hair: 'sidePart', hairColor: HAIR.brown, shirt: SHIRT.blue, neck: 'collar', bg: BG.sky },
  { skin: SKIN.light, hair: 'long', hairColor: HAIR.blond, shirt: SHIRT.coral, neck: 'crew', bg: BG.peach },
  { skin: SKIN.porcelain, hair: 'bob', hairColor: HAIR.auburn, shirt: SHIRT.teal, neck: 'vee', bg: BG.mint, glasses: true },
  { skin: SKIN.fair, hair: 'short', hairColor: HAIR.blond, shirt: SHIRT.navy, neck: 'crew', bg: BG.lilac, beard: 'full' },
  { skin: SKIN.olive, hair: 'long', hairColor: HAIR.black, shirt: SHIRT.mustard, neck: 'vee', bg: BG.blush },
  { skin: SKIN.porcelain, hair: 'bun', hairColor: HAIR.brown, shirt: SHIRT.rose, neck: 'crew', bg: BG.butter },
  { skin: SKIN.deep, hair: 'buzz', hairColor: HAIR.black, shirt: SHIRT.green, neck: 'collar', bg: BG.aqua, beard: 'short' },
  { skin: SKIN.fair, hair: 'bangs', hairColor: HAIR.black, shirt: SHIRT.purple, neck: 'crew', bg: BG.mint },
  { skin: SKIN.porcelain, hair: 'short', hairColor: HAIR.silver, shirt: SHIRT.olive, neck: 'collar', bg: BG.peach, glasses: true },
  { skin: SKIN.tan, hair: 'curlyLong', hairColor: HAIR.espresso, shirt: SHIRT.tomato, neck: 'vee', bg: BG.sky },
  { skin: SKIN.fair, hair: 'sidePart', hairColor: HAIR.ginger, shirt: SHIRT.slate, neck: 'crew', bg: BG.butter, beard: 'full', glasses: true },
  { skin: SKIN.tan, hair: 'scarf', hairColor: SHIRT.plum, shirt: SHIRT.teal, neck: 'crew', bg: BG.lilac },
  { skin: SKIN.brown, hair: 'afro', hairColor: HAIR.black, shirt: SHIRT.orange, neck: 'crew', bg: BG.mint },
  { skin: SKIN.ebony, hair: 'puff', hairColor: HAIR.black, shirt: SHIRT.mustard, neck: 'vee', bg: BG.lilac },
  { skin: SKIN.light, hair: 'bald', hairColor: HAIR.espresso, shirt: SHIRT.teal, neck: 'collar', bg: BG.blush, beard: 'full', glasses: true },
  { skin: SKIN.porcelain, hair: 'ponytail', hairColor: HAIR.ginger, shirt: SHIRT.green, neck: 'crew', bg: BG.sky },
  { skin: SKIN.olive, hair: 'quiff', hairColor: HAIR.black, shirt: SHIRT.purple, neck: 'crew', bg: BG.peach },
  { skin: SKIN.fair, hair: 'bob', hairColor: HAIR.silver, shirt: SHIRT.blue, neck: 'collar', bg: BG.sage, glasses: true },
  { skin: SKIN.brown, hair: 'short', hairColor: HAIR.espresso, shirt: SHIRT.tomato, neck: 'crew', bg: BG.aqua, beard: 'moustache' },
  { skin: SKIN.light, hair: 'long', hairColor: HAIR.brown, shirt: SHIRT.rose, neck: 'vee', bg: BG.mint, glasses: true },
]

/** Mixes a #rrggbb colour towards black (amount > 0) or white (amount < 0). */
function shade(hex, amount) {
  const target = amount > 0 ? 0 : 255
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return '#' + channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)).toString(16).padStart(2, '0')).join('')
}

/** A ring of `count` circles (radius r) on a circle of radius `ring` around (cx, cy), from the left ear over the top to the right. */
function curls(cx, cy, ring, r, count) {
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * (0.85 + (1.3 * i) / (count - 1))
    const x = +(cx + ring * Math.cos(angle) - r).toFixed(1)
    const y = +(cy + ring * Math.sin(angle)).toFixed(1)
    return `M${x} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`
  }).join('')
}

// The head is an ellipse around (60, 52); every hair, beard and glasses path below is drawn to fit it.
// `back` goes behind the head in a darker shade, for depth, unless `sameColor` (an afro reads as one mass);
// `front` goes over the forehead; `shine` puts a highlight on a bald crown.
const HAIR_STYLES = {
  short: { front: 'M37 56C33 33 46 21 62 22C78 23 88 35 83 56C82 48 79 42 75 38C66 42 52 42 44 38C40 42 38 48 37 56Z' },
  sidePart: { front: 'M37 56C33 32 48 20 64 22C79 24 88 36 83 56C81 46 77 40 72 37C62 44 50 45 42 43C40 47 38 51 37 56Z' },
  quiff: { front: 'M37 56C33 36 42 22 56 18C64 14 76 16 80 24C86 32 86 44 83 56C81 47 78 42 74 38C66 40 54 38 46 34C41 40 38 47 37 56Z' },
  buzz: { front: 'M38 50C38 34 48 26 60 26C72 26 82 34 82 50C78 42 70 37 60 37C50 37 42 42 38 50Z' },
  bald: { front: 'M38 58C37 52 38 47 40 44C42 48 43 53 43 58ZM82 58C83 52 82 47 80 44C78 48 77 53 77 58Z', shine: true },
  long: {
    back: 'M36 48C34 28 48 20 60 20C72 20 86 28 84 48L88 98C76 104 44 104 32 98Z',
    front: 'M38 56C35 32 48 22 60 23C72 22 85 32 82 56C79 42 70 33 60 31C50 33 41 42 38 56Z',
  },
  curlyLong: {
    back: 'M34 46C30 26 46 18 60 18C76 18 90 26 86 46C94 58 86 68 92 80C96 92 82 100 72 96L48 96C38 100 24 92 28 80C34 68 26 58 34 46Z',
    front: 'M37 57C33 34 46 22 60 23C74 22 87 34 83 57C80 46 76 40 70 36C64 40 56 40 50 36C44 40 40 46 37 57Z',
  },
  bob: {
    back: 'M35 50C33 29 47 20 60 20C73 20 87 29 85 50L87 78C80 82 72 81 70 77L50 77C48 81 40 82 33 78Z',
    front: 'M37 56C34 32 47 22 60 22C73 22 86 32 83 56C80 44 74 36 64 33C58 40 46 44 37 56Z',
  },
  bangs: {
    back: 'M35 50C33 29 47 20 60 20C73 20 87 29 85 50L86 80L34 80Z',
    front: 'M37 56C34 31 47 22 60 22C73 22 86 31 83 56L81 44C71 41 49 41 39 44Z',
  },
  bun: {
    back: 'M50 16A10 10 0 1 0 70 16A10 10 0 1 0 50 16Z',
    front: 'M37 56C34 33 47 24 60 24C73 24 86 33 83 56C80 44 72 36 60 35C48 36 40 44 37 56Z',
  },
  ponytail: {
    back: 'M76 30C92 30 96 48 92 66C90 78 94 86 98 90C86 92 80 80 82 66C84 54 82 44 76 40Z',
    front: 'M37 56C34 31 48 22 62 23C76 24 87 34 83 56C80 44 74 37 66 34C58 40 46 42 37 56Z',
  },
  afro: {
    back: curls(60, 42, 25, 11, 9) + 'M35 44A25 25 0 1 0 85 44A25 25 0 1 0 35 44Z',
    front: 'M37 55C35 36 46 24 60 24C74 24 85 36 83 55C80 46 72 40 60 40C48 40 40 46 37 55Z',
    sameColor: true,
  },
  puff: {
    back: 'M60 2A15 15 0 1 0 60 32A15 15 0 1 0 60 2Z',
    front: 'M37 54C35 34 46 25 60 25C74 25 85 34 83 54C80 43 72 37 60 36C48 37 40 43 37 54Z',
  },
  // A headscarf instead of hair: the person's hairColor is the scarf's.
  scarf: {
    back: 'M31 54C29 27 44 17 60 17C76 17 91 27 89 54C89 72 86 84 98 100C84 106 36 106 22 100C34 84 31 72 31 54Z',
    front: 'M38 56C36 34 48 26 60 26C72 26 84 34 82 56C80 42 72 34 60 34C48 34 40 42 38 56Z',
  },
}

const BEARDS = {
  full: 'M38 52C37 70 46 84 60 84C74 84 83 70 82 52C80 62 77 67 71 68C66 63 54 63 49 68C43 67 40 62 38 52Z',
  short: 'M39 56C40 72 48 81 60 81C72 81 80 72 81 56C79 64 75 68 70 69C65 65 55 65 50 69C45 68 41 64 39 56Z',
  moustache: 'M50 65.5C53 60.5 58 60.5 60 62.5C62 60.5 67 60.5 70 65.5C66 64.5 63 65.5 60 65.5C57 65.5 54 64.5 50 65.5Z',
}

const NECKLINES = {
  crew: (p) => `<path d="M48 88Q60 96 72 88" fill="none" stroke="${shade(p.shirt, 0.22)}" stroke-width="3" stroke-linecap="round"/>`,
  vee: (p) => `<path d="M49 88L60 101L71 88" fill="none" stroke="${shade(p.shirt, 0.22)}" stroke-width="3" stroke-linejoin="round"/>`,
  collar: () => '<path d="M48 86L58 100L45 98ZM72 86L62 100L75 98Z" fill="#fff"/>',
}

function avatar(p) {
  const style = HAIR_STYLES[p.hair]
  const hairDark = shade(p.hairColor, 0.25)
  const skinDark = shade(p.skin, 0.14)
  const scarf = p.hair === 'scarf'
  // Light hair makes faint brows, and a scarf hides the hair: both take a darker brow.
  const brows = scarf ? HAIR.espresso : p.hairColor === HAIR.silver || p.hairColor === HAIR.blond ? shade(p.hairColor, 0.35) : p.hairColor
  const parts = [
    `<rect width="120" height="120" fill="${p.bg}"/>`,
    style.back && !scarf && `<path d="${style.back}" fill="${style.sameColor ? p.hairColor : hairDark}"/>`,
    `<path d="M51 66H69V92H51Z" fill="${skinDark}"/>`,
    `<path d="M10 120C10 98 30 88 50 86Q60 94 70 86C90 88 110 98 110 120Z" fill="${p.shirt}"/>`,
    NECKLINES[p.neck](p),
    scarf && `<path d="${style.back}" fill="${p.hairColor}"/>`,
    !scarf && `<circle cx="38" cy="55" r="5.5" fill="${skinDark}"/><circle cx="82" cy="55" r="5.5" fill="${skinDark}"/>`,
    `<ellipse cx="60" cy="52" rx="22" ry="25" fill="${p.skin}"/>`,
    `<circle cx="47" cy="62" r="4" fill="#FF7F7F" opacity=".22"/><circle cx="73" cy="62" r="4" fill="#FF7F7F" opacity=".22"/>`,
    style.shine && '<ellipse cx="52" cy="35" rx="7" ry="3.5" transform="rotate(-20 52 35)" fill="#fff" opacity=".3"/>',
    p.beard && `<path d="${BEARDS[p.beard]}" fill="${p.hairColor}"/>`,
    `<path d="${style.front}" fill="${scarf ? shade(p.hairColor, 0.15) : p.hairColor}"/>`,
    `<path d="M46 47Q51 44.5 55 46.5M65 46.5Q69 44.5 74 47" fill="none" stroke="${brows}" stroke-width="2.2" stroke-linecap="round"/>`,
    `<circle cx="51" cy="54" r="2.4" fill="#2A2430"/><circle cx="69" cy="54" r="2.4" fill="#2A2430"/>`,
    `<path d="M60 57Q58 61.5 61 62" fill="none" stroke="${shade(p.skin, 0.28)}" stroke-width="1.6" stroke-linecap="round"/>`,
    `<path d="M53.5 67Q60 72.5 66.5 67" fill="none" stroke="#9B4444" stroke-width="2.2" stroke-linecap="round"/>`,
    p.glasses &&
      `<g fill="#fff" fill-opacity=".18" stroke="#3A3440" stroke-width="1.8"><circle cx="51" cy="54" r="6.5"/><circle cx="69" cy="54" r="6.5"/><path d="M57.5 53.5Q60 52 62.5 53.5M44.5 53L39 51M75.5 53L81 51" fill="none"/></g>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">${parts.filter(Boolean).join('')}</svg>\n`
}

mkdirSync(OUT, { recursive: true })
PEOPLE.forEach((person, index) => writeFileSync(join(OUT, `${index + 1}.svg`), avatar(person)))
console.log(`Wrote ${PEOPLE.length} avatars to ${OUT}`)
