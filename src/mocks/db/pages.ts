import { z } from 'zod'
import { PageSearchItem } from '@/api/contract/search'
import type { Requirement } from '@/auth/guards'
import { LANGUAGES, type Language } from '@/i18n/languages'

type Titles = Record<Language, string>

/**
 * A page of the search index as stored: its title in every language of the app (typed by the
 * app's `Language`, so adding a language fails to compile until each page is translated). The
 * API answers one title, in the language the request asks for (see `toPageItem`).
 */
export const PageRecord = PageSearchItem.extend({ title: z.record(z.enum(LANGUAGES), z.string()) })
export type PageRecord = z.infer<typeof PageRecord>

/** What opening a page needs: its route's `staticData.ability`, or null where the route asks none. */
type Need = Requirement | null

type PageRow = [target: string, link: string, icon: string, title: Titles, ability: Need]

const read = (subject: string): Requirement => ({ action: 'read', subject })

/**
 * Every route of the app (SPEC section 2: the searchable page index), with the ability its route
 * declares, so search and bookmarks offer a user only the pages they may open. `pages.test.ts`
 * checks each link against the router's route tree, that no route is missing here, and that each
 * ability is its route's.
 */
const PAGES: PageRow[] = [
  ['home', '/', 'ShoppingCartOutlined', { en: 'eCommerce Dashboard', de: 'E-Commerce-Dashboard', fr: 'Tableau de bord e-commerce', pt: 'Painel de comércio eletrónico' }, read('Dashboard')],
  ['access-control', '/access-control', 'AdminPanelSettingsOutlined', { en: 'Access Control', de: 'Zugriffskontrolle', fr: "Contrôle d'accès", pt: 'Controlo de acesso' }, read('ACL')],
  ['email', '/apps/email', 'EmailOutlined', { en: 'Email', de: 'E-Mail', fr: 'E-mail', pt: 'E-mail' }, read('Email')],
  ['tables', '/tables', 'TableChartOutlined', { en: 'Tables', de: 'Tabellen', fr: 'Tableaux', pt: 'Tabelas' }, read('Table')],
  ['datatables-basic', '/datatables/basic', 'GridOnOutlined', { en: 'Basic DataTable', de: 'Einfache Datentabelle', fr: 'Table de données simple', pt: 'Tabela de dados simples' }, read('Table')],
  ['datatables-advanced', '/datatables/advanced', 'DatasetOutlined', { en: 'Advanced DataTable', de: 'Erweiterte Datentabelle', fr: 'Table de données avancée', pt: 'Tabela de dados avançada' }, read('Table')],
  ['forms-autocomplete', '/forms/autocomplete', 'ManageSearchOutlined', { en: 'Autocomplete', de: 'Autovervollständigung', fr: 'Saisie semi-automatique', pt: 'Preenchimento automático' }, read('Form')],
  ['misc-coming-soon', '/misc/coming-soon', 'HourglassEmptyOutlined', { en: 'Coming Soon', de: 'Demnächst verfügbar', fr: 'Bientôt disponible', pt: 'Brevemente' }, null],
  ['misc-not-authorized', '/misc/not-authorized', 'BlockOutlined', { en: 'Not Authorized', de: 'Nicht autorisiert', fr: 'Non autorisé', pt: 'Não autorizado' }, null],
  ['misc-maintenance', '/misc/maintenance', 'ConstructionOutlined', { en: 'Maintenance', de: 'Wartungsarbeiten', fr: 'Maintenance', pt: 'Manutenção' }, null],
  ['misc-error', '/misc/error', 'ErrorOutlineOutlined', { en: 'Error', de: 'Fehler', fr: 'Erreur', pt: 'Erro' }, null],
  ...versions('login', 'LoginOutlined', { en: 'Login', de: 'Anmelden', fr: 'Connexion', pt: 'Iniciar sessão' }),
  ...versions('register', 'PersonAddOutlined', { en: 'Register', de: 'Registrieren', fr: 'Inscription', pt: 'Registar' }),
  ...versions('forgot-password', 'LockResetOutlined', { en: 'Forgot Password', de: 'Passwort vergessen', fr: 'Mot de passe oublié', pt: 'Palavra-passe esquecida' }),
  ...versions('reset-password', 'PasswordOutlined', { en: 'Reset Password', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe', pt: 'Redefinir palavra-passe' }),
  // Appended, not inserted: a page's id is its place in this table, and stored bookmarks keep ids.
  ['user-list', '/apps/user/list', 'PeopleOutlined', { en: 'User List', de: 'Benutzerliste', fr: 'Liste des utilisateurs', pt: 'Lista de utilizadores' }, read('User')],
  ['user-view', '/apps/user/view', 'VisibilityOutlined', { en: 'User View', de: 'Benutzeransicht', fr: "Vue de l'utilisateur", pt: 'Ver utilizador' }, read('User')],
  ['user-edit', '/apps/user/edit', 'EditOutlined', { en: 'User Edit', de: 'Benutzer bearbeiten', fr: "Modifier l'utilisateur", pt: 'Editar utilizador' }, read('User')],
  ['account-settings', '/pages/account-settings', 'ManageAccountsOutlined', { en: 'Account Settings', de: 'Kontoeinstellungen', fr: 'Paramètres du compte', pt: 'Definições da conta' }, read('Account')],
  ['profile', '/pages/profile', 'AccountCircleOutlined', { en: 'Profile', de: 'Profil', fr: 'Profil', pt: 'Perfil' }, read('Profile')],
  ['invoice-list', '/apps/invoice/list', 'ReceiptLongOutlined', { en: 'Invoice List', de: 'Rechnungsliste', fr: 'Liste des factures', pt: 'Lista de faturas' }, read('Invoice')],
  ['invoice-preview', '/apps/invoice/preview', 'VisibilityOutlined', { en: 'Invoice Preview', de: 'Rechnungsvorschau', fr: 'Aperçu de la facture', pt: 'Pré-visualizar fatura' }, read('Invoice')],
  ['invoice-edit', '/apps/invoice/edit', 'EditOutlined', { en: 'Invoice Edit', de: 'Rechnung bearbeiten', fr: 'Modifier la facture', pt: 'Editar fatura' }, read('Invoice')],
  ['invoice-add', '/apps/invoice/add', 'AddCircleOutlineOutlined', { en: 'Invoice Add', de: 'Rechnung hinzufügen', fr: 'Ajouter une facture', pt: 'Adicionar fatura' }, read('Invoice')],
  ['dashboard-analytics', '/dashboard/analytics', 'InsightsOutlined', { en: 'Analytics Dashboard', de: 'Analyse-Dashboard', fr: 'Tableau de bord analytique', pt: 'Painel de análises' }, read('Dashboard')],
  ['cards-basic', '/cards/basic', 'CropSquareOutlined', { en: 'Basic Cards', de: 'Einfache Karten', fr: 'Cartes simples', pt: 'Cartões simples' }, read('Card')],
  ['cards-advance', '/cards/advance', 'AutoAwesomeMosaicOutlined', { en: 'Advance Cards', de: 'Erweiterte Karten', fr: 'Cartes avancées', pt: 'Cartões avançados' }, read('Card')],
  ['cards-statistics', '/cards/statistics', 'BarChartOutlined', { en: 'Statistics Cards', de: 'Statistikkarten', fr: 'Cartes de statistiques', pt: 'Cartões de estatísticas' }, read('Dashboard')],
  ['cards-analytics', '/cards/analytics', 'QueryStatsOutlined', { en: 'Analytics Cards', de: 'Analysekarten', fr: "Cartes d'analyse", pt: 'Cartões de análise' }, read('Dashboard')],
  ['cards-actions', '/cards/actions', 'TouchAppOutlined', { en: 'Card Actions', de: 'Kartenaktionen', fr: 'Actions de carte', pt: 'Ações de cartão' }, read('Card')],
  ['api-docs', '/api-docs', 'ApiOutlined', { en: 'API Reference', de: 'API-Referenz', fr: "Référence de l'API", pt: 'Referência da API' }, read('ApiDocs')],
]

/** The pages a fresh profile has bookmarked. */
const BOOKMARKED = new Set(['home', 'access-control', 'datatables-advanced'])

/** The two designs of an auth page, /pages/<name>-v1 and -v2, titled "<title> v1" and "<title> v2"; their routes ask no ability. */
function versions(name: string, icon: string, title: Titles): PageRow[] {
  return (['v1', 'v2'] as const).map((version) => [
    `pages-${name}-${version}`,
    `/pages/${name}-${version}`,
    icon,
    Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as Titles,
    null,
  ])
}

/** The page index, numbered in table order. */
export function seedPages(): PageRecord[] {
  return PAGES.map(([target, link, icon, title], index) => ({
    target,
    link,
    icon,
    title,
    id: index + 1,
    isBookmarked: BOOKMARKED.has(target),
  }))
}

// Kept beside the seed, not in the stored records: a route's need is no data a user changes, and
// a record stored by an older version of the mock would otherwise carry none.
const NEEDS = new Map(PAGES.map(([target, , , , ability]) => [target, ability]))

/**
 * What opening the page named `target` needs: its route's ability, null when the route asks none,
 * undefined when the app has no such page.
 */
export function pageAbility(target: string): Need | undefined {
  return NEEDS.get(target)
}

/** The page as the API shows it: one title, in `language`. */
export function toPageItem({ title, ...page }: Readonly<PageRecord>, language: Language): PageSearchItem {
  return { ...page, title: title[language] }
}
