import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import TourOutlined from '@mui/icons-material/TourOutlined'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined'
import type { Tint } from '@/components/InitialsAvatar'
import type { PageId } from '@/registry/pages'

/**
 * An extension's demo page: its page of the table (address, title), the line that says what the library does for
 * the interface, and the picture its card shows on the index (the menu makes do with the icons it already has).
 */
export interface Extension {
  page: PageId
  description: MessageDescriptor
  icon: ComponentType<SvgIconProps>
  tint: Tint
}

/** The extensions, in the menu's order: the index lists them, each page says its line under its title. */
export const EXTENSIONS = [
  { page: 'extensions-drag-and-drop', description: msg`Sortable lists and a kanban board, by pointer and by keyboard.`, icon: DragIndicatorOutlined, tint: 'primary' },
  { page: 'extensions-file-uploader', description: msg`Files dropped or chosen, with previews, progress and clear errors.`, icon: UploadFileOutlined, tint: 'success' },
  { page: 'extensions-editor', description: msg`Rich text with a toolbar, and the HTML it produces.`, icon: EditNoteOutlined, tint: 'info' },
  { page: 'extensions-clipboard', description: msg`Text, code and cards copied with one click.`, icon: ContentCopyOutlined, tint: 'warning' },
  { page: 'extensions-virtual-list', description: msg`Ten thousand rows that scroll smoothly: only the visible ones are drawn.`, icon: ViewListOutlined, tint: 'secondary' },
  { page: 'extensions-carousel', description: msg`Slides that swipe, loop and follow the reading direction, with thumbnails.`, icon: ViewCarouselOutlined, tint: 'info' },
  { page: 'extensions-tour', description: msg`A guided tour that points at the parts of a page, one step at a time.`, icon: TourOutlined, tint: 'primary' },
  { page: 'extensions-i18n', description: msg`Messages, plurals, numbers and dates in every language of the app.`, icon: TranslateOutlined, tint: 'success' },
  { page: 'extensions-export', description: msg`A table saved as a CSV or a PDF file, in the active language.`, icon: FileDownloadOutlined, tint: 'warning' },
] as const satisfies readonly Extension[]

export type ExtensionPage = (typeof EXTENSIONS)[number]['page']

/** The extension a page shows. */
export const extensionOf = (page: ExtensionPage): Extension => EXTENSIONS.find((extension) => extension.page === page)!
