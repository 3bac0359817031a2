import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { useSyncExternalStore } from 'react'
import type { AbilityRule } from '@/api/contract/auth'
import { getSession, subscribeSession } from './session'

/**
 * What the signed-in user may do, evaluated by CASL from the `ability` rules the back end sends
 * (`manage` and `all` are CASL's words for any action and any subject).
 */
export type AppAbility = MongoAbility<[string, string]>

/** A visitor with no stored ability may read the auth pages and nothing else. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

// One ability object per set of rules: the session keeps the same userData object until it
// changes, so components that compare abilities by identity do not re-render for nothing.
let cached: { rules: AbilityRule[]; ability: AppAbility } | undefined

/** The current user's ability (the default one when nobody is signed in). */
export function currentAbility(): AppAbility {
  const rules = getSession().userData?.ability ?? DEFAULT_RULES
  if (cached?.rules !== rules) cached = { rules, ability: createMongoAbility<AppAbility>(rules) }
  return cached.ability
}

/** Whether the current user may `action` on `subject`, e.g. `can('read', 'ACL')`. */
export function can(action: string, subject: string): boolean {
  return currentAbility().can(action, subject)
}

/** The current ability in a component; changes on login and logout. */
export function useAbility(): AppAbility {
  return useSyncExternalStore(subscribeSession, currentAbility)
}
