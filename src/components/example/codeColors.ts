import type { CSSObject, Theme } from '@mui/material/styles'

/** The code block's text: a monospace face that every system has one of. */
export const CODE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

/**
 * The colours of highlighted code, from the theme's palette, so they follow light and dark mode and
 * the chosen primary colour. Each is a `main` colour of the palette, which the theme keeps readable
 * (4.5:1) on cards and on the page (src/theme/createAppTheme.ts): the code block's ground is the page's.
 */
export function codeColors(theme: Theme): CSSObject {
  const { palette } = theme
  return {
    color: palette.text.primary,
    backgroundColor: palette.background.default,
    '& .hljs-keyword, & .hljs-literal, & .hljs-built_in, & .hljs-meta': { color: palette.primary.main },
    '& .hljs-string, & .hljs-regexp, & .hljs-template-string': { color: palette.success.main },
    '& .hljs-number': { color: palette.warning.main },
    '& .hljs-title, & .hljs-name, & .hljs-type': { color: palette.info.main },
    '& .hljs-attr, & .hljs-property, & .hljs-variable': { color: palette.error.main },
    '& .hljs-comment': { color: palette.text.secondary, fontStyle: 'italic' },
    '& .hljs-tag': { color: palette.text.secondary },
    '& .hljs-params, & .hljs-subst': { color: 'inherit' },
  }
}
