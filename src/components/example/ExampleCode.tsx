import { useEffect, useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import FileCopyOutlined from '@mui/icons-material/FileCopyOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { CODE_FONT, codeColors } from './codeColors'

type Highlight = (code: string) => ReactNode[]

/** highlight.js, downloaded once, the first time any example's code is opened; tried again after a failure. */
let highlighter: Promise<Highlight> | undefined
function loadHighlighter(): Promise<Highlight> {
  if (!highlighter) {
    highlighter = import('./highlight').then((module) => module.highlightTsx)
    highlighter.catch(() => (highlighter = undefined))
  }
  return highlighter
}

export interface ExampleCodeProps {
  /** The region's id: the toggle's `aria-controls`. */
  id: string
  open: boolean
  /** The example's title: the region is named after it ("Code of Sizes"). */
  title: string
  fileName?: string
  source: () => Promise<string>
}

/**
 * An example's code: a region named after the example, with its file's name, a Copy button and the
 * highlighted text. Nothing is downloaded before it first opens: then the file's text and the
 * highlighter come together, the plain text showing if the highlighter is late. It reads left to
 * right in a right-to-left layout too, and scrolls inside itself rather than widening the page.
 */
export function ExampleCode({ id, open, title, fileName, source }: ExampleCodeProps) {
  const { t } = useLingui()
  const [code, setCode] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [highlight, setHighlight] = useState<Highlight | null>(null)

  useEffect(() => {
    if (!open || code !== null) return
    let current = true
    source().then(
      (text) => current && setCode(text),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [open, code, source])

  // Alongside the text; without the highlighter the code still shows, as plain text.
  useEffect(() => {
    if (!open || highlight) return
    let current = true
    loadHighlighter().then(
      (loaded) => current && setHighlight(() => loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [open, highlight])

  const highlighted = useMemo(() => (code !== null && highlight ? highlight(code) : code), [code, highlight])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '')
      showToast(t`Code copied to the clipboard`, { variant: 'success' })
    } catch {
      showToast(t`The code could not be copied`, { variant: 'error' })
    }
  }

  return (
    <Box id={id} role="region" aria-label={t`Code of ${title}`} hidden={!open} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
        <Typography variant="caption" component="span" dir="ltr" sx={{ fontFamily: CODE_FONT, color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
        <Button size="small" startIcon={<FileCopyOutlined />} onClick={copy} disabled={code === null}>
          <Trans>Copy</Trans>
        </Button>
      </Box>
      {code !== null ? (
        <Box
          component="pre"
          dir="ltr"
          // Focusable, so a keyboard can scroll the lines wider than the card.
          tabIndex={0}
          sx={(theme) => ({
            ...codeColors(theme),
            m: 0,
            px: 2,
            py: 1.5,
            maxHeight: 480,
            overflow: 'auto',
            whiteSpace: 'pre',
            fontFamily: CODE_FONT,
            fontSize: 13,
            lineHeight: 1.6,
            tabSize: 2,
            borderBottomLeftRadius: 'inherit',
            borderBottomRightRadius: 'inherit',
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          })}
        >
          <code>{highlighted}</code>
        </Box>
      ) : failed ? (
        <Typography role="alert" variant="body2" sx={{ px: 2, pb: 2, color: 'error.main' }}>
          <Trans>The code could not be loaded. Please try again.</Trans>
        </Typography>
      ) : (
        <Box sx={{ px: 2, pb: 2 }}>
          <LinearProgress aria-label={t`Loading the code`} />
        </Box>
      )}
    </Box>
  )
}
