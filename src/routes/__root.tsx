import { createRootRoute, Outlet } from '@tanstack/react-router'
import { RouteProgress } from '@/components/RouteProgress'

export const Route = createRootRoute({
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
