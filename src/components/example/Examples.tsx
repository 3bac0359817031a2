import Grid from '@mui/material/Grid'
import { useLingui } from '@lingui/react'
import { Example } from './Example'
import type { ExampleEntry } from './examplesOf'

/**
 * A demo page's examples, each in its card: two a row on wide screens (or one, when its `meta` says
 * `wide`), one a row below. A card whose code opens grows alone; its neighbour keeps its height.
 */
export function Examples({ examples }: { examples: readonly ExampleEntry[] }) {
  const { i18n } = useLingui()
  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      {examples.map(({ name, fileName, title, description, wide, Component, source }) => (
        <Grid key={name} size={{ xs: 12, lg: wide ? 12 : 6 }}>
          <Example
            title={typeof title === 'string' ? title : i18n._(title)}
            description={description && i18n._(description)}
            fileName={fileName}
            source={source}
            data-testid={`example-${name}`}
          >
            <Component />
          </Example>
        </Grid>
      ))}
    </Grid>
  )
}
