import type { Language } from '@/i18n/languages'
import { isBelow, samePath } from '@/lib/paths'

/** A page's name in every language of the app (adding a language fails to compile until each is named). */
export type PageTitle = Record<Language, string>

/** What a user must be allowed to do to open a page (CASL's terms); null for a page anyone may open. */
export interface PageAbility {
  action: string
  subject: string
}

/** One page of the app. */
export interface Page {
  /** Stable and unique: the search index's `target`, and stored bookmarks' key. */
  id: string
  /** Its address; a page with records below it (/apps/user/view/12) is listed at its base. */
  path: string
  /** An @mui/icons-material name: the mock serves it without loading any icon code. */
  icon: string
  title: PageTitle
  /** The ability its route declares in `staticData.ability` (src/registry/pages.test.ts checks they agree). */
  ability: PageAbility | null
}

const read = (subject: string): PageAbility => ({ action: 'read', subject })

/** The two designs of an auth page, /pages/<name>-v1 and -v2, named "<title> v1" and "<title> v2"; anyone may open them. */
function versions(name: string, icon: string, title: PageTitle): Page[] {
  return (['v1', 'v2'] as const).map((version) => ({
    id: `pages-${name}-${version}`,
    path: `/pages/${name}-${version}`,
    icon,
    title: Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as PageTitle,
    ability: null,
  }))
}

/**
 * Every page of the app, once: its address, icon, name in each language and the ability that opens
 * it. The search palette's page index (served by the mock from this table), the browser tab's title
 * and the bookmarks read it. New pages are appended: the search index numbers pages in this order,
 * and stored bookmarks keep those numbers.
 */
export const PAGES: readonly Page[] = [
  { id: 'home', path: '/', icon: 'ShoppingCartOutlined', title: { en: 'eCommerce Dashboard', de: 'E-Commerce-Dashboard', fr: 'Tableau de bord e-commerce', pt: 'Painel de comércio eletrónico' }, ability: read('Dashboard') },
  { id: 'access-control', path: '/access-control', icon: 'AdminPanelSettingsOutlined', title: { en: 'Access Control', de: 'Zugriffskontrolle', fr: "Contrôle d'accès", pt: 'Controlo de acesso' }, ability: read('ACL') },
  { id: 'email', path: '/apps/email', icon: 'EmailOutlined', title: { en: 'Email', de: 'E-Mail', fr: 'E-mail', pt: 'E-mail' }, ability: read('Email') },
  { id: 'tables', path: '/tables', icon: 'TableChartOutlined', title: { en: 'Tables', de: 'Tabellen', fr: 'Tableaux', pt: 'Tabelas' }, ability: read('Table') },
  { id: 'datatables-basic', path: '/datatables/basic', icon: 'GridOnOutlined', title: { en: 'Basic DataTable', de: 'Einfache Datentabelle', fr: 'Table de données simple', pt: 'Tabela de dados simples' }, ability: read('Table') },
  { id: 'datatables-advanced', path: '/datatables/advanced', icon: 'DatasetOutlined', title: { en: 'Advanced DataTable', de: 'Erweiterte Datentabelle', fr: 'Table de données avancée', pt: 'Tabela de dados avançada' }, ability: read('Table') },
  { id: 'forms-autocomplete', path: '/forms/autocomplete', icon: 'ManageSearchOutlined', title: { en: 'Autocomplete', de: 'Autovervollständigung', fr: 'Saisie semi-automatique', pt: 'Preenchimento automático' }, ability: read('Form') },
  { id: 'misc-coming-soon', path: '/misc/coming-soon', icon: 'HourglassEmptyOutlined', title: { en: 'Coming Soon', de: 'Demnächst verfügbar', fr: 'Bientôt disponible', pt: 'Brevemente' }, ability: null },
  { id: 'misc-not-authorized', path: '/misc/not-authorized', icon: 'BlockOutlined', title: { en: 'Not Authorized', de: 'Nicht autorisiert', fr: 'Non autorisé', pt: 'Não autorizado' }, ability: null },
  { id: 'misc-maintenance', path: '/misc/maintenance', icon: 'ConstructionOutlined', title: { en: 'Maintenance', de: 'Wartungsarbeiten', fr: 'Maintenance', pt: 'Manutenção' }, ability: null },
  { id: 'misc-error', path: '/misc/error', icon: 'ErrorOutlineOutlined', title: { en: 'Error', de: 'Fehler', fr: 'Erreur', pt: 'Erro' }, ability: null },
  ...versions('login', 'LoginOutlined', { en: 'Login', de: 'Anmelden', fr: 'Connexion', pt: 'Iniciar sessão' }),
  ...versions('register', 'PersonAddOutlined', { en: 'Register', de: 'Registrieren', fr: 'Inscription', pt: 'Registar' }),
  ...versions('forgot-password', 'LockResetOutlined', { en: 'Forgot Password', de: 'Passwort vergessen', fr: 'Mot de passe oublié', pt: 'Palavra-passe esquecida' }),
  ...versions('reset-password', 'PasswordOutlined', { en: 'Reset Password', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe', pt: 'Redefinir palavra-passe' }),
  { id: 'user-list', path: '/apps/user/list', icon: 'PeopleOutlined', title: { en: 'User List', de: 'Benutzerliste', fr: 'Liste des utilisateurs', pt: 'Lista de utilizadores' }, ability: read('User') },
  { id: 'user-view', path: '/apps/user/view', icon: 'VisibilityOutlined', title: { en: 'User View', de: 'Benutzeransicht', fr: "Vue de l'utilisateur", pt: 'Ver utilizador' }, ability: read('User') },
  { id: 'user-edit', path: '/apps/user/edit', icon: 'EditOutlined', title: { en: 'User Edit', de: 'Benutzer bearbeiten', fr: "Modifier l'utilisateur", pt: 'Editar utilizador' }, ability: read('User') },
  { id: 'account-settings', path: '/pages/account-settings', icon: 'ManageAccountsOutlined', title: { en: 'Account Settings', de: 'Kontoeinstellungen', fr: 'Paramètres du compte', pt: 'Definições da conta' }, ability: read('Account') },
  { id: 'profile', path: '/pages/profile', icon: 'AccountCircleOutlined', title: { en: 'Profile', de: 'Profil', fr: 'Profil', pt: 'Perfil' }, ability: read('Profile') },
  { id: 'invoice-list', path: '/apps/invoice/list', icon: 'ReceiptLongOutlined', title: { en: 'Invoice List', de: 'Rechnungsliste', fr: 'Liste des factures', pt: 'Lista de faturas' }, ability: read('Invoice') },
  { id: 'invoice-preview', path: '/apps/invoice/preview', icon: 'VisibilityOutlined', title: { en: 'Invoice Preview', de: 'Rechnungsvorschau', fr: 'Aperçu de la facture', pt: 'Pré-visualizar fatura' }, ability: read('Invoice') },
  { id: 'invoice-edit', path: '/apps/invoice/edit', icon: 'EditOutlined', title: { en: 'Invoice Edit', de: 'Rechnung bearbeiten', fr: 'Modifier la facture', pt: 'Editar fatura' }, ability: read('Invoice') },
  { id: 'invoice-add', path: '/apps/invoice/add', icon: 'AddCircleOutlineOutlined', title: { en: 'Invoice Add', de: 'Rechnung hinzufügen', fr: 'Ajouter une facture', pt: 'Adicionar fatura' }, ability: read('Invoice') },
  { id: 'dashboard-analytics', path: '/dashboard/analytics', icon: 'InsightsOutlined', title: { en: 'Analytics Dashboard', de: 'Analyse-Dashboard', fr: 'Tableau de bord analytique', pt: 'Painel de análises' }, ability: read('Dashboard') },
  { id: 'cards-basic', path: '/cards/basic', icon: 'CropSquareOutlined', title: { en: 'Basic Cards', de: 'Einfache Karten', fr: 'Cartes simples', pt: 'Cartões simples' }, ability: read('Card') },
  { id: 'cards-advance', path: '/cards/advance', icon: 'AutoAwesomeMosaicOutlined', title: { en: 'Advance Cards', de: 'Erweiterte Karten', fr: 'Cartes avancées', pt: 'Cartões avançados' }, ability: read('Card') },
  { id: 'cards-statistics', path: '/cards/statistics', icon: 'BarChartOutlined', title: { en: 'Statistics Cards', de: 'Statistikkarten', fr: 'Cartes de statistiques', pt: 'Cartões de estatísticas' }, ability: read('Dashboard') },
  { id: 'cards-analytics', path: '/cards/analytics', icon: 'QueryStatsOutlined', title: { en: 'Analytics Cards', de: 'Analysekarten', fr: "Cartes d'analyse", pt: 'Cartões de análise' }, ability: read('Dashboard') },
  { id: 'cards-actions', path: '/cards/actions', icon: 'TouchAppOutlined', title: { en: 'Card Actions', de: 'Kartenaktionen', fr: 'Actions de carte', pt: 'Ações de cartão' }, ability: read('Card') },
  { id: 'api-docs', path: '/api-docs', icon: 'ApiOutlined', title: { en: 'API Reference', de: 'API-Referenz', fr: "Référence de l'API", pt: 'Referência da API' }, ability: read('ApiDocs') },
]

/** The page an address shows: the one at that path, or the nearest above it (/apps/email/inbox is Email). */
export function pageAt(pathname: string): Page | undefined {
  let found: Page | undefined
  for (const page of PAGES) {
    const at = samePath(page.path, pathname) || (page.path !== '/' && isBelow(page.path, pathname))
    if (at && (!found || page.path.length > found.path.length)) found = page
  }
  return found
}

/** The browser tab's title on a page: "User List · Vantage Admin", in the language given. */
export function documentTitle(pathname: string, language: Language): string {
  const page = pageAt(pathname)
  return page ? `${page.title[language]} · ${APP_NAME}` : APP_NAME
}

/** The product's name, as index.html's <title> says it before the app runs. */
export const APP_NAME = 'Vantage Admin'
