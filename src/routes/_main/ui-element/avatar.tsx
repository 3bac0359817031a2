import { createFileRoute } from '@tanstack/react-router'
import { AvatarPage } from '@/features/uiElement/avatar/AvatarPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/avatar')({
  ...pageRoute('ui-element-avatar'),
  component: AvatarPage,
})
