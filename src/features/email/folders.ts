import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import type { EmailFilterFolder, EmailFolder, EmailLabel, EmailsMeta } from '@/api/contract/email'

/** What the screen shows for a folder: its name and icon, the count beside it and the words of its empty state. */
export interface FolderInfo {
  folder: EmailFilterFolder
  name: MessageDescriptor
  icon: ComponentType<SvgIconProps>
  /** Which of the back end's counts the badge shows, if any. */
  badge?: keyof EmailsMeta
  emptyTitle: MessageDescriptor
  emptyText: MessageDescriptor
}

/** The sidebar's folders, in the order they are listed. */
export const FOLDERS: readonly FolderInfo[] = [
  {
    folder: 'inbox',
    name: msg`Inbox`,
    icon: InboxOutlined,
    badge: 'inbox',
    emptyTitle: msg`Your inbox is empty`,
    emptyText: msg`New mail will show up here as soon as it arrives.`,
  },
  {
    folder: 'sent',
    name: msg`Sent`,
    icon: SendOutlined,
    emptyTitle: msg`Nothing sent yet`,
    emptyText: msg`Mail you send is kept here.`,
  },
  {
    folder: 'draft',
    name: msg`Draft`,
    icon: DraftsOutlined,
    badge: 'draft',
    emptyTitle: msg`No drafts`,
    emptyText: msg`Mail you save without sending waits here until you finish it.`,
  },
  {
    folder: 'starred',
    name: msg`Starred`,
    icon: StarBorderRounded,
    emptyTitle: msg`No starred mail`,
    emptyText: msg`Star a mail to find it here quickly.`,
  },
  {
    folder: 'spam',
    name: msg`Spam`,
    icon: ReportGmailerrorredOutlined,
    badge: 'spam',
    emptyTitle: msg`No spam`,
    emptyText: msg`Suspicious mail lands here, away from your inbox.`,
  },
  {
    folder: 'trash',
    name: msg`Trash`,
    icon: DeleteOutlineRounded,
    emptyTitle: msg`Trash is empty`,
    emptyText: msg`Deleted mail stays here until you move it back.`,
  },
]

export function folderInfo(folder: EmailFilterFolder): FolderInfo {
  return FOLDERS.find((info) => info.folder === folder)!
}

/**
 * Where a mail can be moved: real folders only (starred is a view), and not to drafts or sent, which
 * hold the user's own writing. Delete is "move to trash".
 */
export const MOVE_TARGETS: readonly EmailFolder[] = ['inbox', 'spam', 'trash']

/**
 * Palette colour of each label: the dot in the sidebar and the chip on a mail. Fixed colours, never
 * the primary one: the user picks that, and a Rose primary would make Company look like Private.
 */
export type LabelColor = 'success' | 'info' | 'warning' | 'error'

export interface LabelInfo {
  label: EmailLabel
  name: MessageDescriptor
  color: LabelColor
}

export const LABELS: readonly LabelInfo[] = [
  { label: 'personal', name: msg`Personal`, color: 'success' },
  { label: 'company', name: msg`Company`, color: 'info' },
  { label: 'important', name: msg`Important`, color: 'warning' },
  { label: 'private', name: msg`Private`, color: 'error' },
]

export function labelInfo(label: EmailLabel): LabelInfo {
  return LABELS.find((info) => info.label === label)!
}
