import { useState } from 'react'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RichTextEditor } from '@/components/RichTextEditor'
import { SafeHtml } from '@/components/SafeHtml'

export const meta: ExampleMeta = { title: msg`Minimal comment box`, description: msg`A small editor with a placeholder, a length limit and a button that posts.`, order: 2 }

const MAX_LENGTH = 280

/** The text a reader sees, for its length: the HTML's tags do not count. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

export default function CommentBox() {
  const { t } = useLingui()
  const [html, setHtml] = useState('')
  const [posted, setPosted] = useState<string[]>([])
  const left = MAX_LENGTH - textOf(html).length
  return (
    <Stack spacing={1.5}>
      {posted.map((comment, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
          <SafeHtml html={comment} sx={{ typography: 'body2', '& p': { m: 0 } }} />
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ display: 'flex', overflow: 'hidden' }}>
        <RichTextEditor value={html} onChange={setHtml} label={t`Comment`} placeholder={t`Write a comment`} error={left < 0} />
      </Paper>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color={left < 0 ? 'error' : 'text.secondary'} aria-live="polite">
          {plural(left, { one: '# character left', other: '# characters left' })}
        </Typography>
        <Button
          variant="contained"
          size="small"
          disabled={html === '' || left < 0}
          onClick={() => {
            setPosted((current) => [...current, html])
            setHtml('')
          }}
        >
          <Trans>Post</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
