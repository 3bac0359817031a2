import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Headings`, description: msg`Six levels, from the page's title to a card's.`, order: 1, wide: true }

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

export default function Headings() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.5, alignItems: 'baseline' }}>
      {LEVELS.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {variant}
          </Typography>
          {/* Drawn as a heading, but a paragraph: the page keeps one h1 and its outline. */}
          <Typography variant={variant} component="p">
            <Trans>Heading {variant.slice(1)}</Trans>
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
