import type { Locator } from '@playwright/test'

/*
 * WCAG contrast of text as the browser paints it: its computed colour (a pseudo-element's, such as
 * a field's ::placeholder, with that pseudo-element's opacity) over the background colours of it
 * and its ancestors, stacked up to the first opaque one (the page's white when none is).
 */

type Rgba = [number, number, number, number]

/** A computed colour: `rgb()`/`rgba()`, or `color(srgb …)` with channels from 0 to 1 (what `color-mix()` computes to). */
function parse(css: string): Rgba {
  const match = /^(rgba?|color)\((?:srgb\s+)?([^)]+)\)$/.exec(css.trim())
  if (!match) throw new Error(`Not an sRGB colour: ${css}`)
  const [r = 0, g = 0, b = 0, a = 1] = match[2]!.split(/[\s,/]+/).filter(Boolean).map(Number)
  const scale = match[1] === 'color' ? 255 : 1
  return [r * scale, g * scale, b * scale, a]
}

/** `top` painted over the opaque `bottom`. */
function over(bottom: Rgba, top: Rgba): Rgba {
  const a = top[3]
  return [0, 1, 2].map((i) => bottom[i]! * (1 - a) + top[i]! * a).concat(1) as Rgba
}

/** Relative luminance (WCAG 2.2). */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

export interface PaintedColours {
  text: string
  /** The text colour's own opacity (a placeholder's). */
  opacity: number
  /** Background colours from the element outwards, ending at the first opaque one. */
  backgrounds: string[]
}

/** The colours that make up the text of `element` (or of its `pseudo`-element) on screen. */
export async function paintedColours(element: Locator, pseudo?: '::placeholder'): Promise<PaintedColours> {
  return element.evaluate((el, pseudo) => {
    const own = getComputedStyle(el, pseudo ?? null)
    const backgrounds: string[] = []
    for (let node: Element | null = el; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor
      backgrounds.push(background)
      // Opaque: `rgb()` or `color(srgb r g b)`, with no alpha.
      if (/^rgb\(|^color\(srgb [^/]*\)$/.test(background)) break
    }
    return { text: own.color, opacity: pseudo ? Number(own.opacity) : 1, backgrounds }
  }, pseudo)
}

/** The contrast ratio of the text of `element` (or of its `pseudo`-element) with what it is painted on. */
export async function textContrast(element: Locator, pseudo?: '::placeholder'): Promise<number> {
  const { text, opacity, backgrounds } = await paintedColours(element, pseudo)
  const background = backgrounds.reduceRight<Rgba>((below, layer) => over(below, parse(layer)), [255, 255, 255, 1])
  const [r, g, b, a] = parse(text)
  return contrastRatio(over(background, [r, g, b, a * opacity]), background)
}
