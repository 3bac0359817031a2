import { useState } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RichTextEditor } from '@/components/RichTextEditor'
import { SafeHtml } from '@/components/SafeHtml'

export const meta: ExampleMeta = {
  title: msg`Read-only preview`,
  description: msg`What is typed, shown as a reader will see it, and the HTML the editor hands over to be saved.`,
  order: 3,
  wide: true,
}

export default function HtmlPreview() {
  const { t } = useLingui()
  const [html, setHtml] = useState(() => `<p><strong>${t`Welcome aboard`}</strong></p><p>${t`Your account is ready. <a href="https://example.com/start">Start the tour</a> or invite your team.`}</p>`)
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <Paper variant="outlined" sx={{ display: 'flex', overflow: 'hidden' }}>
        <RichTextEditor value={html} onChange={setHtml} label={t`Message`} testId="preview-editor" />
      </Paper>
      <Box component="section" aria-label={t`Preview`}>
        <Typography variant="overline" color="text.secondary" component="h3">
          <Trans>Preview</Trans>
        </Typography>
        <SafeHtml html={html} data-testid="editor-preview" sx={{ typography: 'body2', '& p': { mt: 0, mb: 1 }, '& a': { color: 'primary.main' } }} />
      </Box>
      <Box component="section" aria-label={t`HTML`} sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          <Trans>HTML</Trans>
        </Typography>
        <Box component="pre" dir="ltr" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <code>{html}</code>
        </Box>
      </Box>
    </Box>
  )
}
