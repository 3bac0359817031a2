import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import MenuRounded from '@mui/icons-material/MenuRounded'
import type { ToolbarProps, View } from 'react-big-calendar'
import { useLingui } from '@lingui/react/macro'
import { CALENDAR_VIEWS, type CalendarView } from '@/api/contract/calendarValues'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { rangeTitle, visibleRange, weekStartDay } from '../range'
import type { CalendarItem } from './calendarItems'

/**
 * The calendar's toolbar, in the kit's controls (react-big-calendar's `components.toolbar`): previous,
 * next and today, the title of what shows ("June 2025", a week's first and last day), and the views.
 * Below `md` it also opens the sidebar. The title is a live region, so moving on says where one is.
 */
export function CalendarToolbar({ date, view, onNavigate, onView }: ToolbarProps<CalendarItem>) {
  const { t, i18n } = useLingui()
  const rtl = useTheme().direction === 'rtl'
  const sidebar = useSplitAppSidebar()
  const shown = view as CalendarView
  const title = rangeTitle(shown, date, visibleRange(shown, date, weekStartDay()), i18n.locale)
  const steps: Record<CalendarView, [previous: string, next: string]> = {
    month: [t`Previous month`, t`Next month`],
    week: [t`Previous week`, t`Next week`],
    day: [t`Previous day`, t`Next day`],
    agenda: [t`Earlier days`, t`Later days`],
  }
  const names: Record<CalendarView, string> = { month: t`Month`, week: t`Week`, day: t`Day`, agenda: t`List` }
  // Arrows point the way time runs on screen: leftwards to the past, or rightwards in a right-to-left layout.
  const flip = rtl ? { transform: 'scaleX(-1)' } : undefined

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2.5 }, py: 2 }}>
      {sidebar.collapsed && (
        <IconButton aria-label={t`Open calendars`} {...sidebar.buttonProps}>
          <MenuRounded />
        </IconButton>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={steps[shown][0]} onClick={() => onNavigate('PREV')}>
          <ChevronLeft sx={flip} />
        </IconButton>
        <IconButton aria-label={steps[shown][1]} onClick={() => onNavigate('NEXT')}>
          <ChevronRight sx={flip} />
        </IconButton>
      </Box>
      <Button variant="outlined" size="small" onClick={() => onNavigate('TODAY')}>
        {t`Today`}
      </Button>
      <Typography component="h2" variant="h5" aria-live="polite" data-testid="calendar-title" sx={{ flex: '1 1 auto', fontWeight: 500, minWidth: 0 }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={shown}
        aria-label={t`View`}
        onChange={(_event, next: CalendarView | null) => next && onView(next as View)}
      >
        {CALENDAR_VIEWS.map((candidate) => (
          <ToggleButton key={candidate} value={candidate} sx={{ px: 1.5 }}>
            {names[candidate]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  )
}
