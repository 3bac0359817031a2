import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListSubheader from '@mui/material/ListSubheader'
import AddRounded from '@mui/icons-material/AddRounded'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { TaskCounts } from '@/api/contract/todo'
import type { TaskSort } from '@/api/contract/todoValues'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { FILTERS, TAGS } from '../places'
import { TagDot } from '../shared/TagChip'
import type { TodoPlace } from '../view'
import { EntryCount, PlaceLink } from './PlaceLink'

interface TodoSidebarProps {
  place: TodoPlace
  sortBy: TaskSort
  /** How many tasks each list holds; absent until they have loaded (or when they could not be). */
  counts: TaskCounts | undefined
  onAdd: () => void
  /** The pointer nears "Add Task": time to fetch the form's code. */
  onAddIntent: () => void
}

/** "Add Task", the lists (every task, important, completed, deleted) and the tags, each with its count. */
export function TodoSidebar({ place, sortBy, counts, onAdd, onAddIntent }: TodoSidebarProps) {
  const { i18n } = useLingui()
  // After a choice the drawer below `md` closes.
  const onNavigate = useSplitAppSidebar().closeSidebar
  const tagsId = useId()
  const countOf = (count: number | undefined) =>
    count !== undefined && <EntryCount count={i18n.number(count)} spoken={plural(count, { one: '# task', other: '# tasks' })} />

  return (
    <>
      <Box sx={{ p: 2.5 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddRounded />}
          onPointerEnter={onAddIntent}
          onFocus={onAddIntent}
          onClick={() => {
            onNavigate()
            onAdd()
          }}
        >
          <Trans>Add Task</Trans>
        </Button>
      </Box>
      {/* Links in a <div>, not a <ul>: the layout's sidebar is the one navigation landmark ("Task lists"). */}
      <List component="div" dense disablePadding data-testid="todo-filters">
        {FILTERS.map(({ filter, name, icon: Icon, count: key }) => (
          <PlaceLink
            key={filter ?? 'all'}
            place={{ filter }}
            current={place}
            sortBy={sortBy}
            onNavigate={onNavigate}
            icon={<Icon fontSize="small" />}
            name={i18n._(name)}
          >
            {countOf(counts?.[key])}
          </PlaceLink>
        ))}
      </List>
      <List
        component="div"
        role="group"
        aria-labelledby={tagsId}
        dense
        disablePadding
        sx={{ mt: 2 }}
        data-testid="todo-tags"
        subheader={
          <ListSubheader
            id={tagsId}
            component="div"
            disableSticky
            sx={{ px: 3, lineHeight: 2.5, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.6, color: 'text.secondary' }}
          >
            <Trans>Tags</Trans>
          </ListSubheader>
        }
      >
        {TAGS.map(({ tag, name }) => (
          <PlaceLink key={tag} place={{ tag }} current={place} sortBy={sortBy} onNavigate={onNavigate} icon={<TagDot tag={tag} />} name={i18n._(name)}>
            {countOf(counts?.tags[tag])}
          </PlaceLink>
        ))}
      </List>
    </>
  )
}
