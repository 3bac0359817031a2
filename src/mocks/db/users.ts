import type { User, UserBilling, UserStatus } from '@/api/contract/users'
import { USER_BILLING_METHODS, USER_PLANS, USER_ROLES } from '@/api/contract/userValues'
import { seededRandom, uniqueName } from './random'
import { numberedAddress, numberedName } from './scenarios'

/**
 * The users app's people (`User` in src/api/contract/users.ts), seeding the `users` collection. Not
 * the demo accounts that sign in: those are the `accounts` collection, seeded by ./accounts.ts.
 */

/** How many users the demo starts with: more than the largest page size (50), so the list has pages at every size. */
export const USER_COUNT = 60

const FIRST_NAMES = [
  'Galen', 'Halsey', 'Marjory', 'Cyrill', 'Maggy', 'Silvain', 'Breena', 'Saunder', 'Allyson', 'Wendel',
  'Amira', 'Bruno', 'Carmen', 'Dario', 'Esther', 'Felix', 'Greta', 'Hugo', 'Irene', 'Jasper',
  'Kalani', 'Linnea', 'Marco', 'Noor', 'Otto', 'Paloma', 'Quentin', 'Rhea', 'Stellan', 'Tamsin',
]

const LAST_NAMES = [
  'Slava', 'Quickenden', 'Mayers', 'Risby', 'Gouldstone', 'Hinken', 'Kewley', 'Tunnock', 'Beaudry', 'Strand',
  'Okonkwo', 'Lindgren', 'Castillo', 'Marchetti', 'Abernathy', 'Kovacs', 'Haugen', 'Delacroix', 'Yamamoto', 'Pereira',
]

/** Where the users work: the teams of every trade and size that run their back office on Vantage. */
const COMPANIES = [
  'Kestrel Analytics', 'Brightwater Logistics', 'Meridian Health', 'Copperleaf Foods', 'Tidewell Insurance',
  'Quarry Lane Software', 'Silverline Freight', 'Orbit Learning', 'Ironbark Construction', 'Bluefin Retail',
  'Lumen Energy Co-op', 'Harbor & Pine Studio', 'Summit Legal Partners', 'Fernway Travel', 'Northstar Media Group',
]

const COUNTRIES = [
  'El Salvador', 'Albania', 'Russia', 'China', 'Cuba', 'France', 'Germany', 'Brazil', 'Portugal', 'Canada',
  'United States', 'India', 'Japan', 'Kenya', 'Mexico', 'Norway', 'Peru', 'Poland', 'Sweden', 'Vietnam',
]

const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com']

// Weighted: most users are active, fewer pending or inactive.
const STATUSES: readonly UserStatus[] = ['active', 'active', 'active', 'pending', 'pending', 'inactive']

/**
 * A user's payment method, from their username (FNV-1a hash): the same for the same name, spread
 * over the four methods, and drawn from nothing else, so the seed's other fields stay as they were
 * and a user added later gets one the same way.
 */
export function billingFor(username: string): UserBilling {
  let hash = 0x811c9dc5
  for (const char of username.trim().toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return USER_BILLING_METHODS[(hash >>> 0) % USER_BILLING_METHODS.length]!
}

const lower = (name: string) => name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()

/** The users the demo starts with, the same every time: every role, plan and status occurs. */
export function seedUsers(): User[] {
  const random = seededRandom(20260114)
  const usedNames = new Set<string>()
  const users: User[] = []

  for (let id = 1; id <= USER_COUNT; id++) {
    // Every person is someone else, so usernames and emails are unique too.
    const [first, last] = uniqueName(random, usedNames, FIRST_NAMES, LAST_NAMES)

    const username = `${lower(first)}${lower(last).slice(0, 3)}${id}`
    users.push({
      id,
      fullName: `${first} ${last}`,
      company: random.pick(COMPANIES),
      // Roles and plans take turns (5 and 4 do not divide each other): every pairing occurs.
      role: USER_ROLES[id % USER_ROLES.length]!,
      username,
      country: random.pick(COUNTRIES),
      contact: `(${random.int(200, 989)}) ${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      email: `${lower(first)}.${lower(last)}@${random.pick(EMAIL_DOMAINS)}`,
      currentPlan: USER_PLANS[(id * 3) % USER_PLANS.length]!,
      status: random.pick(STATUSES),
      // About one in five has no picture, so the screens' initials are seen.
      avatar: random.next() < 0.2 ? '' : `/images/avatars/${random.int(1, 20)}.svg`,
      billing: billingFor(username),
    })
  }
  return users
}

/**
 * Copy `n` of a user, for the large scenarios (./scenarios.ts), under its new id: another person
 * of the same name ("Amira Strand 2"), whose username ends in that id as the seed's do, so usernames
 * and emails stay unique, and whose payment method follows from it.
 */
export function copyUser(user: User, n: number): User {
  const username = user.username.replace(/\d+$/, String(user.id))
  return { ...user, fullName: numberedName(user.fullName, n), username, email: numberedAddress(user.email, n), billing: billingFor(username) }
}
