import { createFileRoute } from '@tanstack/react-router'
import { CarouselPage } from '@/features/extensions/carousel/CarouselPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/extensions/carousel')({
  ...pageRoute('extensions-carousel'),
  component: CarouselPage,
})
