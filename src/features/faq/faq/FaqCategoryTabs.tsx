import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { FaqCategoryId } from '@/api/contract/faqValues'
import { TopicIcon } from '../icons'

export const tabId = (id: FaqCategoryId) => `faq-tab-${id}`
export const panelId = (id: FaqCategoryId) => `faq-panel-${id}`

interface TabCategory {
  id: FaqCategoryId
  title: string
  icon: string
  /** How many of its questions are shown (all, or those matching the search). */
  count: number
}

/**
 * The FAQ's categories: a column beside the questions from the medium breakpoint on, a scrolling
 * row above them below it. While searching, each says how many of its questions match.
 */
export function FaqCategoryTabs({ categories, open, counted, onOpen }: { categories: TabCategory[]; open: FaqCategoryId; counted: boolean; onOpen: (id: FaqCategoryId) => void }) {
  const { t } = useLingui()
  const vertical = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true })
  return (
    <Tabs
      value={open}
      onChange={(_, next: FaqCategoryId) => onOpen(next)}
      orientation={vertical ? 'vertical' : 'horizontal'}
      variant={vertical ? 'standard' : 'scrollable'}
      allowScrollButtonsMobile
      aria-label={t`FAQ categories`}
      sx={{ flexShrink: 0, width: { xs: '100%', md: 250 } }}
    >
      {categories.map(({ id, title, icon, count }) => (
        <Tab
          key={id}
          value={id}
          id={tabId(id)}
          aria-controls={panelId(id)}
          icon={<TopicIcon name={icon} fontSize="small" />}
          iconPosition="start"
          label={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <bdi>{title}</bdi>
              {counted && (
                <Box component="span" sx={{ px: 0.75, borderRadius: 1, bgcolor: 'action.selected', typography: 'caption', fontWeight: 600 }}>
                  {count}
                </Box>
              )}
            </Box>
          }
          sx={{ minHeight: 48, justifyContent: { md: 'flex-start' }, textAlign: 'start' }}
        />
      ))}
    </Tabs>
  )
}
