import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityRule, AuthUser } from '@/api/contract/auth'
import type { HttpMethod } from '@/api/contract/endpoint'
// Type only: the guards module itself brings the router and the session store.
import type { Requirement } from '@/auth/guards'
import { forbidden } from '@/mocks/httpErrors'

/*
 * Who may make a call, judged by CASL over the user's own `ability` rules, the same rules (and
 * the same `createMongoAbility`) the screens evaluate: the back end refuses what the screens hide.
 * SPEC section 6: the admin may `manage all`, the client `read ACL` and `read Auth` only.
 */

/** Calls every signed-in user makes (the navbar's user, search and bookmarks): every role reads Auth. */
export const EVERY_SIGNED_IN_USER: Requirement = { action: 'read', subject: 'Auth' }

/** Calls only who manages everything may make (the demo reset). Also the default of a call that declares nothing. */
export const ADMIN_ONLY: Requirement = { action: 'manage', subject: 'all' }

/**
 * The action a call needs on its domain's subject: `read` for a GET, `update` for any write. Not
 * `manage`: a CASL rule `manage X` grants every action, but asking for `manage` would demand that
 * grant, so a role given `update Email` could never write mail. `update Email` and the admin's
 * `manage all` both pass `update`.
 */
export function actionOf(method: HttpMethod): 'read' | 'update' {
  return method === 'GET' ? 'read' : 'update'
}

type Ability = MongoAbility<[string, string]>

// One ability per rules array: a user record keeps its array until the record changes.
const abilities = new WeakMap<readonly AbilityRule[], Ability>()

function abilityOf(rules: readonly AbilityRule[]): Ability {
  let ability = abilities.get(rules)
  if (!ability) {
    ability = createMongoAbility<Ability>(rules as AbilityRule[])
    abilities.set(rules, ability)
  }
  return ability
}

type Caller = Pick<AuthUser, 'role' | 'ability'>

/** Whether `user` meets `requirement`; null asks nothing (a page every visitor may open). */
export function may(user: Caller, requirement: Requirement | null): boolean {
  return !requirement || abilityOf(user.ability).can(requirement.action, requirement.subject)
}

/** The user, when they meet `requirement`; otherwise a 403 `{ error }` that says what their role lacks. */
export function authorize<U extends Caller>(user: U, requirement: Requirement): U {
  if (may(user, requirement)) return user
  const what = requirement.subject === 'all' ? 'everything' : requirement.subject
  throw forbidden(`The ${user.role} role may not ${requirement.action} ${what}`)
}
