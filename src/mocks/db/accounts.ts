import { z } from 'zod'
// The exact module, not the contract's index: the accounts load with the mock (see startup.test.ts).
import { AuthUser } from '@/api/contract/auth'

/**
 * The accounts that sign in, seeding the `accounts` collection. Not the users app's people: those
 * are the `users` collection, seeded by ./users.ts.
 */

/** A stored account: the auth user plus the password, which never leaves the mock. */
export const AccountRecord = AuthUser.extend({ password: z.string() })
export type AccountRecord = z.infer<typeof AccountRecord>

/** The two demo accounts, admin@demo.com and client@demo.com. Plain-text passwords: this is a demo back end. */
export function seedAccounts(): AccountRecord[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      avatar: '/images/avatars/1.svg',
      email: 'admin@demo.com',
      password: 'admin',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      // The products in the admin's seeded cart (SEED_CART in ./products.ts, not imported: the accounts load with
      // the mock, the shop with its first call); the shop's handlers keep it so on every change of the cart.
      extras: { eCommerceCartItemsCount: 3 },
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      avatar: '/images/avatars/2.svg',
      email: 'client@demo.com',
      password: 'client',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      // The client may not use the shop: its cart is empty.
      extras: { eCommerceCartItemsCount: 0 },
    },
  ]
}

/** The user as the API shows them: everything but the password. */
export function toAuthUser({ password: _password, ...user }: AccountRecord): AuthUser {
  return user
}
