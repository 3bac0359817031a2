import { createMongoAbility } from '@casl/ability'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AbilityRule, AuthRole } from '@/api/contract/auth'
import type { AppAbility } from '@/auth'

/**
 * The abilities each demo role is given by the back end (src/mocks/handlers/permissions.ts). The back end is the
 * authority; this copy only feeds the explanatory table, which is why it is not used for any check.
 */
export const roleRules: Record<AuthRole, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}

export interface Capability {
  rule: AbilityRule
  label: MessageDescriptor
}

/** The rows of the table: every rule a role has, in words. */
export const capabilities: Capability[] = [
  { rule: { action: 'manage', subject: 'all' }, label: msg`Everything: every app, page and setting` },
  { rule: { action: 'read', subject: 'ACL' }, label: msg`Open this access control page` },
  { rule: { action: 'read', subject: 'Auth' }, label: msg`Open the sign-in pages and their own account` },
]

const abilities = new Map<AuthRole, AppAbility>()

/** CASL decides, as it does for the signed-in user: `manage all` grants every row. */
export function roleCan(role: AuthRole, { action, subject }: AbilityRule): boolean {
  let ability = abilities.get(role)
  if (!ability) {
    ability = createMongoAbility<AppAbility>(roleRules[role])
    abilities.set(role, ability)
  }
  return ability.can(action, subject)
}
