import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Body text`, description: msg`Subtitles, paragraphs and the small print.`, order: 2 }

export default function BodyText() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1">
        <Trans>Subtitle 1: a lead-in above a block of text.</Trans>
      </Typography>
      <Typography variant="subtitle2">
        <Trans>Subtitle 2: a smaller lead-in.</Trans>
      </Typography>
      <Typography variant="body1">
        <Trans>Body 1: the text of a page, easy to read at length.</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Body 2: denser text for cards, lists and tables.</Trans>
      </Typography>
      <Typography variant="caption">
        <Trans>Caption: a note under a picture or a figure.</Trans>
      </Typography>
      <Typography variant="overline">
        <Trans>Overline: a label above a title</Trans>
      </Typography>
    </Stack>
  )
}
