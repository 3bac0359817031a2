import type { PageSearchItem } from '@/api/contract'
import type { Language } from '@/i18n/languages'

type Titles = Record<Language, string>

/**
 * A page of the search index as stored: its title in every language of the app (typed by the
 * app's `Language`, so adding a language fails to compile until each page is translated). The
 * API answers one title, in the language the request asks for (see `toPageItem`).
 */
export type PageRecord = Omit<PageSearchItem, 'title'> & { title: Titles }

type PageRow = [target: string, link: string, icon: string, title: Titles]

/**
 * Every route of the app (SPEC section 2: the searchable page index). `pages.test.ts` checks each
 * link against the router's route tree, and that no route is missing here.
 */
const PAGES: PageRow[] = [
  ['home', '/', 'HomeOutlined', { en: 'Home', de: 'Startseite', fr: 'Accueil', pt: 'Início' }],
  ['access-control', '/access-control', 'AdminPanelSettingsOutlined', { en: 'Access Control', de: 'Zugriffskontrolle', fr: "Contrôle d'accès", pt: 'Controlo de acesso' }],
  ['email', '/apps/email', 'EmailOutlined', { en: 'Email', de: 'E-Mail', fr: 'E-mail', pt: 'E-mail' }],
  ['tables', '/tables', 'TableChartOutlined', { en: 'Tables', de: 'Tabellen', fr: 'Tableaux', pt: 'Tabelas' }],
  ['datatables-basic', '/datatables/basic', 'GridOnOutlined', { en: 'Basic DataTable', de: 'Einfache Datentabelle', fr: 'Table de données simple', pt: 'Tabela de dados simples' }],
  ['datatables-advanced', '/datatables/advanced', 'DatasetOutlined', { en: 'Advanced DataTable', de: 'Erweiterte Datentabelle', fr: 'Table de données avancée', pt: 'Tabela de dados avançada' }],
  ['forms-autocomplete', '/forms/autocomplete', 'ManageSearchOutlined', { en: 'Autocomplete', de: 'Autovervollständigung', fr: 'Saisie semi-automatique', pt: 'Preenchimento automático' }],
  ['misc-coming-soon', '/misc/coming-soon', 'HourglassEmptyOutlined', { en: 'Coming Soon', de: 'Demnächst verfügbar', fr: 'Bientôt disponible', pt: 'Brevemente' }],
  ['misc-not-authorized', '/misc/not-authorized', 'BlockOutlined', { en: 'Not Authorized', de: 'Nicht autorisiert', fr: 'Non autorisé', pt: 'Não autorizado' }],
  ['misc-maintenance', '/misc/maintenance', 'ConstructionOutlined', { en: 'Maintenance', de: 'Wartungsarbeiten', fr: 'Maintenance', pt: 'Manutenção' }],
  ['misc-error', '/misc/error', 'ErrorOutlineOutlined', { en: 'Error', de: 'Fehler', fr: 'Erreur', pt: 'Erro' }],
  ...versions('login', 'LoginOutlined', { en: 'Login', de: 'Anmelden', fr: 'Connexion', pt: 'Iniciar sessão' }),
  ...versions('register', 'PersonAddOutlined', { en: 'Register', de: 'Registrieren', fr: 'Inscription', pt: 'Registar' }),
  ...versions('forgot-password', 'LockResetOutlined', { en: 'Forgot Password', de: 'Passwort vergessen', fr: 'Mot de passe oublié', pt: 'Palavra-passe esquecida' }),
  ...versions('reset-password', 'PasswordOutlined', { en: 'Reset Password', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe', pt: 'Redefinir palavra-passe' }),
]

/** The pages a fresh profile has bookmarked. */
const BOOKMARKED = new Set(['home', 'access-control', 'datatables-advanced'])

/** The two designs of an auth page, /pages/<name>-v1 and -v2, titled "<title> v1" and "<title> v2". */
function versions(name: string, icon: string, title: Titles): PageRow[] {
  return (['v1', 'v2'] as const).map((version) => [
    `pages-${name}-${version}`,
    `/pages/${name}-${version}`,
    icon,
    Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as Titles,
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

/** The page as the API shows it: one title, in `language`. */
export function toPageItem({ title, ...page }: Readonly<PageRecord>, language: Language): PageSearchItem {
  return { ...page, title: title[language] }
}
