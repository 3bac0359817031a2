import type { Requirement } from './guards'

/**
 * Every route declares what it needs in `staticData.ability`, from its page's row in the table of
 * pages (src/registry/pages.ts):
 *
 *   createFileRoute('/_main/access-control')({ ...pageRoute('access-control'), ... })
 *
 * The `_main` layout's guard checks it before the route loads, and the menus read the same value to
 * hide what the user cannot open: one declaration, two uses.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    ability?: Requirement
  }
}

/** The deepest requirement among the matched routes (a page's own need outranks its layout's). */
export function requiredAbility(matches: ReadonlyArray<{ staticData?: { ability?: Requirement } }>): Requirement | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const ability = matches[i]?.staticData?.ability
    if (ability) return ability
  }
  return undefined
}

