import { createFileRoute } from '@tanstack/react-router'
import { TypographyPage } from '@/features/uiElement/typography/TypographyPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/typography')({
  ...pageRoute('ui-element-typography'),
  component: TypographyPage,
})
