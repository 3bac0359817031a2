import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import TourOutlined from '@mui/icons-material/TourOutlined'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { EVENTS, Joyride, type EventData, type Step } from 'react-joyride'
import type { ExampleMeta } from '@/components/example'
import { isolated, useTourLook } from '../useTourLook'

export const meta: ExampleMeta = {
  title: msg`A tour of a toolbar`,
  description: msg`Four steps with back, next and skip, and the progress on the button.`,
  order: 1,
  wide: true,
}

export default function PageTour() {
  const { t } = useLingui()
  const look = useTourLook()
  const [run, setRun] = useState(false)
  const projects = 12
  const steps: Step[] = [
    {
      target: '[data-tour="projects-search"]',
      title: t`Search`,
      content: t`Find a project by its name or its client.`,
    },
    {
      target: '[data-tour="projects-filters"]',
      title: t`Filters`,
      content: t`Show only the projects in one state.`,
    },
    {
      target: '[data-tour="projects-new"]',
      title: t`New project`,
      content: t`Start a project: it opens as a draft.`,
    },
    {
      target: '[data-tour="projects-count"]',
      title: t`Your projects`,
      content: t`How many projects match the search and the filter.`,
    },
  ]
  // Ended by the last step, Skip, Close or Escape: the button starts it again from the first step.
  const onEvent = ({ type }: EventData) => {
    if (type === EVENTS.TOUR_END) setRun(false)
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<TourOutlined />} onClick={() => setRun(true)} disabled={run}>
          <Trans>Start the tour</Trans>
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{
          alignItems: { md: 'center' },
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <TextField data-tour="projects-search" size="small" label={t`Search projects`} sx={{ flex: 1 }} />
        <Stack data-tour="projects-filters" direction="row" spacing={1} role="group" aria-label={t`State`}>
          <Chip label={t`All`} color="primary" clickable />
          <Chip label={t`Active`} variant="outlined" clickable />
          <Chip label={t`Done`} variant="outlined" clickable />
        </Stack>
        <Button data-tour="projects-new" variant="outlined" startIcon={<AddOutlined />}>
          <Trans>New project</Trans>
        </Button>
      </Stack>
      <Typography data-tour="projects-count" variant="body2" sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}>
        <Plural value={projects} one="# project" other="# projects" />
      </Typography>
      <Joyride run={run} steps={isolated(steps)} continuous onEvent={onEvent} {...look} />
    </Stack>
  )
}
