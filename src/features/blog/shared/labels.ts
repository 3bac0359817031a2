import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BlogCategory, BlogStatus } from '@/api/contract/blogValues'
import type { Tint } from '@/components/InitialsAvatar'

/** Each category's name on screen and its colour. */
export const CATEGORY_INFO: Readonly<Record<BlogCategory, { name: MessageDescriptor; tint: Tint }>> = {
  fashion: { name: msg({ message: 'Fashion', context: 'blog category' }), tint: 'primary' },
  food: { name: msg({ message: 'Food', context: 'blog category' }), tint: 'warning' },
  gaming: { name: msg({ message: 'Gaming', context: 'blog category' }), tint: 'info' },
  quote: { name: msg({ message: 'Quote', context: 'blog category' }), tint: 'success' },
  travel: { name: msg({ message: 'Travel', context: 'blog category' }), tint: 'secondary' },
  video: { name: msg({ message: 'Video', context: 'blog category' }), tint: 'error' },
}

/** Each status's name on screen and its colour. */
export const STATUS_INFO: Readonly<Record<BlogStatus, { name: MessageDescriptor; tint: Tint }>> = {
  published: { name: msg({ message: 'Published', context: 'blog post status' }), tint: 'success' },
  draft: { name: msg({ message: 'Draft', context: 'blog post status' }), tint: 'secondary' },
  scheduled: { name: msg({ message: 'Scheduled', context: 'blog post status' }), tint: 'info' },
}
