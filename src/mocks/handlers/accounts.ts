import { defineCollections } from '@/mocks/db'
import { seedUsers, UserRecord } from '@/mocks/db/users'

/**
 * The demo's accounts. Every protected call looks its caller up here, so this collection loads with
 * the mock itself, not with a domain.
 */
export const { users } = defineCollections({ users: { row: 'user', schema: UserRecord, seed: seedUsers } })
