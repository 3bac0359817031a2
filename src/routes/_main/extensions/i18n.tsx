import { createFileRoute } from '@tanstack/react-router'
import { I18nPage } from '@/features/extensions/i18n/I18nPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/i18n')({
  ...pageRoute('extensions-i18n'),
  component: I18nPage,
})
