import { useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { moveAcross, moveWithin, placeOf, type Lists } from './moveCards'

export interface BoardList {
  id: string
  title: string
}

export interface BoardCard {
  id: string
  title: string
}

interface SortableBoardProps<C extends BoardCard> {
  /** The lists, in their order on the board. */
  lists: readonly BoardList[]
  cards: Readonly<Record<string, C>>
  /** Which cards each list holds at first. */
  initial: Lists
  renderCard: (card: C) => ReactNode
  /** The board's name, for screen readers. */
  label: string
  /** Lists side by side that wrap on a narrow screen ('grid'), or in a row that scrolls on its own ('row', a kanban board). */
  layout?: 'grid' | 'row'
  'data-testid'?: string
}

/**
 * Lists of cards that the user sorts and moves between lists, with the pointer or the keyboard (Space or Enter
 * on a card, the arrow keys, Space or Enter again; Escape puts it back). Every step is said to screen readers
 * in the active language, with the list and the place. The pattern of src/features/todo/list/SortableTasks.tsx,
 * across several lists.
 */
export function SortableBoard<C extends BoardCard>({ lists, cards, initial, renderCard, label, layout = 'grid', 'data-testid': testId }: SortableBoardProps<C>) {
  const { t } = useLingui()
  const [placed, setPlaced] = useState<Lists>(initial)
  // The lists as they are right now: the announcements are asked for right after a move, before the next render.
  const latest = useRef(placed)
  // Where the cards were when the drag began, to put them back if it is cancelled.
  const before = useRef(placed)
  const place = (next: Lists) => {
    latest.current = next
    setPlaced(next)
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const titleOf = (id: UniqueIdentifier) => cards[String(id)]?.title ?? ''
  const listTitle = (id: string) => lists.find((list) => list.id === id)?.title ?? ''
  const where = (id: UniqueIdentifier) => {
    const found = placeOf(latest.current, String(id))
    if (!found) return ''
    const list = listTitle(found.list)
    const { position, total } = found
    return plural(total, { one: `in “${list}”, at position ${position} of #`, other: `in “${list}”, at position ${position} of #` })
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up “${titleOf(active.id)}”, ${where(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? t`“${titleOf(active.id)}” is now ${where(active.id)}.` : t`“${titleOf(active.id)}” is not over a list.`),
    onDragEnd: ({ active, over }) =>
      over ? t`“${titleOf(active.id)}” dropped ${where(active.id)}.` : t`“${titleOf(active.id)}” was dropped outside the lists and is back where it was.`,
    onDragCancel: ({ active }) => t`Moving “${titleOf(active.id)}” was cancelled; it is back ${where(active.id)}.`,
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (over) place(moveAcross(latest.current, String(active.id), String(over.id)))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return place(before.current)
    place(moveWithin(latest.current, String(active.id), String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => (before.current = latest.current)}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => place(before.current)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a card, press Space or Enter on it, then the arrow keys: up and down within a list, left and right to another list. Press Space or Enter again to drop it, or Escape to put it back.`,
        },
      }}
    >
      <Box
        role="group"
        aria-label={label}
        data-testid={testId}
        sx={
          layout === 'row'
            ? { display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }
            : { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${lists.length}, minmax(0, 1fr))` } }
        }
      >
        {lists.map((list) => (
          <SortableList key={list.id} list={list} ids={placed[list.id] ?? []} fixedWidth={layout === 'row'}>
            {(placed[list.id] ?? []).map((id) => {
              const card = cards[id]
              return card ? (
                <SortableCard key={id} id={id}>
                  {renderCard(card)}
                </SortableCard>
              ) : null
            })}
          </SortableList>
        ))}
      </Box>
    </DndContext>
  )
}

function SortableList({ list, ids, fixedWidth, children }: { list: BoardList; ids: readonly string[]; fixedWidth: boolean; children: ReactNode }) {
  const { t } = useLingui()
  // The list itself is a drop target too: an empty list has no card to be dropped over.
  const { setNodeRef, isOver } = useDroppable({ id: list.id })
  const count = ids.length
  return (
    <Paper
      variant="outlined"
      data-testid={`board-list-${list.id}`}
      sx={(theme) => ({
        p: 1.5,
        bgcolor: isOver ? alpha(theme.palette.primary.main, 0.06) : 'background.default',
        ...(fixedWidth && { flex: '0 0 260px' }),
      })}
    >
      <Typography component="h3" variant="subtitle2" sx={{ display: 'flex', justifyContent: 'space-between', mb: 1.5, px: 0.5 }}>
        <span>{list.title}</span>
        <Box component="span" sx={{ color: 'text.secondary' }} aria-label={plural(count, { one: '# card', other: '# cards' })}>
          {count}
        </Box>
      </Typography>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Box component="ul" ref={setNodeRef} aria-label={t`Cards in “${list.title}”`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, minHeight: 56 }}>
          {children}
        </Box>
      </SortableContext>
    </Paper>
  )
}

/** A card's name is its whole visible text (its title first), as a pointer user reads it (WCAG 2.5.3). */
function SortableCard({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription: t`movable card` } })
  return (
    <Box component="li" ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} sx={{ position: 'relative', zIndex: isDragging ? 2 : undefined }}>
      <Paper
        {...attributes}
        {...listeners}
        data-testid={`board-card-${id}`}
        sx={(theme) => ({
          p: 1.5,
          cursor: 'grab',
          touchAction: 'none',
          boxShadow: isDragging ? theme.shadows[6] : theme.shadows[1],
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        {children}
      </Paper>
    </Box>
  )
}
