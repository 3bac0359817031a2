import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityRule, AuthUser } from '@/api/contract/auth'
import type { Ability as Requirement } from '@/api/contract/endpoint'
import { forbidden } from '@/mocks/httpErrors'

/*
 * Who may make a call, judged by CASL over the user's own `ability` rules, the same rules (and
 * the same `createMongoAbility`) the screens evaluate: the back end refuses what the screens hide.
 * The demo's roles: the admin may `manage all`, the client `read ACL` and `read Auth` only.
 */

type CaslAbility = MongoAbility<[string, string]>

// One ability per rules array: a user record keeps its array until the record changes.
const abilities = new WeakMap<readonly AbilityRule[], CaslAbility>()

function abilityOf(rules: readonly AbilityRule[]): CaslAbility {
  let ability = abilities.get(rules)
  if (!ability) {
    ability = createMongoAbility<CaslAbility>(rules as AbilityRule[])
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
