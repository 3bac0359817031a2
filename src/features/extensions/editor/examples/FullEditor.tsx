import { useState } from 'react'
import Paper from '@mui/material/Paper'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RichTextEditor } from '@/components/RichTextEditor'

export const meta: ExampleMeta = {
  title: msg`Full toolbar`,
  description: msg`Bold, italic, lists, quotes and links, by the toolbar or the usual shortcuts (Ctrl+B, Ctrl+I).`,
  order: 1,
}

export default function FullEditor() {
  const { t } = useLingui()
  const [html, setHtml] = useState(
    () => `<p>${t`Release notes for <strong>version 2.4</strong>:`}</p><ul><li><p>${t`Faster search`}</p></li><li><p>${t`New <em>dark</em> theme`}</p></li></ul>`,
  )
  return (
    <Paper variant="outlined" sx={{ display: 'flex', overflow: 'hidden' }}>
      <RichTextEditor value={html} onChange={setHtml} label={t`Release notes`} testId="full-editor" />
    </Paper>
  )
}
