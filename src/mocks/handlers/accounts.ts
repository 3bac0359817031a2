import { defineCollections } from '@/mocks/db'
import { AccountRecord, seedAccounts } from '@/mocks/db/accounts'

/**
 * The accounts that sign in: the demo's two and any signed up since. Every protected call looks its
 * caller up here, so this collection loads with the mock itself, not with a domain. Not the users
 * app's people: those are the `users` collection (./users).
 */
export const { accounts } = defineCollections({ accounts: { row: 'account', schema: AccountRecord, seed: seedAccounts } })
