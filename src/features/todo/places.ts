import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined'
import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import TaskAltRounded from '@mui/icons-material/TaskAltRounded'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import type { TaskCounts } from '@/api/contract/todo'
import type { TaskFilter, TaskTag } from '@/api/contract/todoValues'

/** What the screen shows for a list of the sidebar: its name and icon, its count and the words of its empty state. */
export interface FilterInfo {
  /** undefined: every task not deleted. */
  filter: TaskFilter | undefined
  name: MessageDescriptor
  icon: ComponentType<SvgIconProps>
  count: Exclude<keyof TaskCounts, 'tags'>
  emptyTitle: MessageDescriptor
  emptyText: MessageDescriptor
}

/** The sidebar's lists, in the order shown. */
export const FILTERS: readonly FilterInfo[] = [
  {
    filter: undefined,
    name: msg({ message: 'All', context: 'task list' }),
    icon: AssignmentOutlined,
    count: 'all',
    emptyTitle: msg`No tasks yet`,
    emptyText: msg`Add a task to start your list.`,
  },
  {
    filter: 'important',
    name: msg({ message: 'Important', context: 'task list' }),
    icon: StarBorderRounded,
    count: 'important',
    emptyTitle: msg`Nothing important`,
    emptyText: msg`Star a task to keep it here.`,
  },
  {
    filter: 'completed',
    name: msg({ message: 'Completed', context: 'task list' }),
    icon: TaskAltRounded,
    count: 'completed',
    emptyTitle: msg`Nothing completed yet`,
    emptyText: msg`Tick a task off and it shows up here.`,
  },
  {
    filter: 'deleted',
    name: msg({ message: 'Deleted', context: 'task list' }),
    icon: DeleteOutlineRounded,
    count: 'deleted',
    emptyTitle: msg`Nothing deleted`,
    emptyText: msg`Deleted tasks wait here until you restore them or delete them for good.`,
  },
]

export function filterInfo(filter: TaskFilter | undefined): FilterInfo {
  return FILTERS.find((info) => info.filter === filter)!
}

/**
 * Palette colour of each tag: its dot in the sidebar and its chip on a task. Fixed colours, never
 * the primary one alone: the user picks that. The levels run from calm (low) to alarm (high).
 */
export type TagColor = 'primary' | 'success' | 'warning' | 'error' | 'info'

export interface TagInfo {
  tag: TaskTag
  name: MessageDescriptor
  color: TagColor
}

/** The tags, in the contract's order (TASK_TAGS), which is also how a task lists them. */
export const TAGS: readonly TagInfo[] = [
  { tag: 'team', name: msg({ message: 'Team', context: 'task tag' }), color: 'primary' },
  { tag: 'low', name: msg({ message: 'Low', context: 'task tag' }), color: 'success' },
  { tag: 'medium', name: msg({ message: 'Medium', context: 'task tag' }), color: 'warning' },
  { tag: 'high', name: msg({ message: 'High', context: 'task tag' }), color: 'error' },
  { tag: 'update', name: msg({ message: 'Update', context: 'task tag' }), color: 'info' },
]

export function tagInfo(tag: TaskTag): TagInfo {
  return TAGS.find((info) => info.tag === tag)!
}
