import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/routerContext'
import { RouteProgress } from '@/components/RouteProgress'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
})

function RootShell() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  )
}
