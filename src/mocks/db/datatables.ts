import type { DatatableRow } from '@/api/contract'
import { movedTo, seedDay, type Day } from './clock'
import { seededRandom, uniqueName } from './random'
import { numberedAddress, numberedName } from './scenarios'

/** How many rows the demo tables have. */
export const DATATABLE_ROW_COUNT = 100

const FIRST_NAMES = [
  'Korrie', 'Bailie', 'Evangelina', 'Hamid', 'Ingrid', 'Tomás', 'Amara', 'Léa', 'Jonas', 'Priya',
  'Mateo', 'Sofia', 'Kwame', 'Yuki', 'Olivia', 'Rafael', 'Hannah', 'Dmitri', 'Chloé', 'Aiden',
  'Fatima', 'Lukas', 'Maya', 'Gabriel', 'Aisha', 'Noah', 'Elena', 'Kenji', 'Zoë', 'Oscar',
  'Leila', 'Henrik', 'Camila', 'Arjun', 'Freya', 'Diego', 'Nadia', 'Elliot', 'Inês', 'Samuel',
  'Clara', 'Omar', 'Beatriz', 'Finn', 'Mei', 'Adrian', 'Talia', 'Nikolai', 'Rosa', 'Theo',
]

const LAST_NAMES = [
  "O'Sullivan", 'Paddington', 'Carnock', 'Rahimi', 'Lindqvist', 'Ferreira', 'Okafor', 'Dubois', 'Becker', 'Sharma',
  'Alvarez', 'Rossi', 'Mensah', 'Tanaka', 'Bennett', 'Moreau', 'Schneider', 'Volkov', 'Laurent', 'Hughes',
  'Haddad', 'Novak', 'Whitfield', 'Costa', 'Yilmaz', 'Kowalski', 'Petrov', 'Nakamura', 'Fischer', 'Gallagher',
  'Nguyen', 'Andersen', 'Silva', 'Kapoor', 'Eriksen', 'Morales', 'Brennan', 'Hoffmann', 'Santos', 'Whitaker',
]

const POSTS = [
  'Nuclear Power Engineer', 'VP Quality Control', 'Operator', 'Cost Accountant', 'Senior Cost Accountant',
  'Geologist', 'Software Engineer', 'Human Resources Manager', 'Web Developer', 'Marketing Assistant',
  'Physical Therapy Assistant', 'Sales Representative', 'Data Analyst', 'Product Designer', 'Research Nurse',
  'Financial Advisor', 'Structural Analysis Engineer', 'Office Assistant', 'Budget Officer', 'Recruiting Manager',
  'Legal Assistant', 'Environmental Specialist', 'Database Administrator', 'Technical Writer', 'Help Desk Operator',
  'Community Outreach Specialist', 'Chemical Engineer', 'Project Manager', 'Account Executive', 'Statistician',
]

/** Cities are shown but never searched (`q` ignores the city: DATATABLE_SEARCH_FIELDS), so none of them is also a name or a post. */
const CITIES = [
  'Krasnosilka', 'Hinigaran', 'Golcowa', 'Paquera', 'Lucan', 'Maceió', 'Tromsø', 'Kraków', 'Valparaíso', 'Mombasa',
  'Nagoya', 'Bruges', 'Cuenca', 'Tampere', 'Cebu', 'Ljubljana', 'Antofagasta', 'Tangier', 'Gdańsk', 'Coimbra',
  'Hobart', 'Leipzig', 'Córdoba', 'Kumasi', 'Bergen', 'Porto Alegre', 'Lyon', 'Oaxaca', 'Dunedin', 'Aarhus',
]

const EMAIL_DOMAINS = ['mail.com', 'inbox.net', 'webmail.org', 'example.com', 'post.io', 'acme.co']

/** Letters only, without accents or apostrophes: "Zoë O'Sullivan" -> "zoe", "osullivan". */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A start date (MM/DD/YYYY), drawn as the day `year-month-date` of TEST_DAY, moved to `day`. */
function startDate(day: Day, month: number, date: number, year: number): string {
  const [y, m, d] = movedTo(day, `${year}-${pad(month)}-${pad(date)}`).split('-')
  return `${m}/${d}/${y}`
}

/**
 * The 100 demo rows of the data tables, the same for the same day: start dates are drawn as of
 * TEST_DAY and moved to `day`, the day the data is seeded for (./clock.ts), so they keep their age.
 */
export function seedDatatableRows(day: Day = seedDay()): DatatableRow[] {
  const random = seededRandom(20240923)
  const usedNames = new Set<string>()
  const rows: DatatableRow[] = []

  for (let id = 1; id <= DATATABLE_ROW_COUNT; id++) {
    // Every person is someone else: searching a full name finds exactly one row.
    const [first, last] = uniqueName(random, usedNames, FIRST_NAMES, LAST_NAMES)

    const age = random.int(22, 64)
    // Nobody has worked longer than since they were 21.
    const experience = random.int(1, Math.min(15, age - 21))
    const cents = random.int(1_800_000, 12_000_000)
    rows.push({
      id,
      responsive_id: '',
      // About one in five has no picture, so the screens' initials fallback is seen.
      avatar: random.next() < 0.2 ? '' : `/images/avatars/${random.int(1, 20)}.svg`,
      full_name: `${first} ${last}`,
      post: random.pick(POSTS),
      email: `${emailPart(first)}.${emailPart(last)}@${random.pick(EMAIL_DOMAINS)}`,
      city: random.pick(CITIES),
      start_date: startDate(day, random.int(1, 12), random.int(1, 28), random.int(2010, 2024)),
      salary: `$${(cents / 100).toFixed(2)}`,
      age: String(age),
      experience: experience === 1 ? '1 Year' : `${experience} Years`,
      status: random.int(1, 5),
    })
  }
  return rows
}

/** Copy `n` of a row, for the large scenarios (./scenarios.ts): another person of the same name ("Korrie O'Sullivan 2"), with their own email. */
export function copyDatatableRow(row: DatatableRow, n: number): DatatableRow {
  return { ...row, full_name: numberedName(row.full_name, n), email: numberedAddress(row.email, n) }
}
