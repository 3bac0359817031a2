import { createFileRoute } from '@tanstack/react-router'
import { AccordionPage } from '@/features/components/accordion/AccordionPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/components/accordion')({
  ...pageRoute('components-accordion'),
  component: AccordionPage,
})
