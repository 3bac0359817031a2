/*
 * Preloads the text fonts every first screen uses. Without it the browser finds a font only when a
 * page's text is laid out, after the app's code has run: the largest text of the first page then
 * waited for a second round trip (a heading in weight 600 was the LCP element of most pages).
 */
import type { Plugin } from 'vite'

/** Built font files to preload: the Latin subset of the regular, medium and semibold weights. */
const PRELOADED = /public-sans-latin-(400|500|600)-normal-[\w-]+\.woff2$/

export function preloadFonts(): Plugin {
  let base = '/'
  return {
    name: 'vantage:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml(_html, { bundle }) {
      const fonts = Object.keys(bundle ?? {}).filter((file) => PRELOADED.test(file))
      return fonts.map((file) => ({
        tag: 'link',
        // Fonts are fetched in CORS mode, so the preload must be too, or the browser downloads them twice.
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
        injectTo: 'head' as const,
      }))
    },
  }
}
