import type { PageSearchItem } from '@/api/contract'
import type { Language } from '@/i18n/languages'

/**
 * A page of the search index as stored: its title in every language of the app (typed by the
 * app's `Language`, so adding a language fails to compile until each page is translated). The
 * API answers one title, in the language the request asks for (see `toPageItem`).
 */
export type PageRecord = Omit<PageSearchItem, 'title'> & { title: Record<Language, string> }

type PageSeed = Omit<PageRecord, 'id' | 'isBookmarked'> & { isBookmarked?: true }

/**
 * Every route of the app (SPEC section 2: the searchable page index). `pages.test.ts` checks each
 * link against the router's route tree, and that no route is missing here.
 */
const PAGES: PageSeed[] = [
  {
    target: 'home',
    link: '/',
    icon: 'HomeOutlined',
    title: { en: 'Home', de: 'Startseite', fr: 'Accueil', pt: 'Início' },
    isBookmarked: true,
  },
  {
    target: 'access-control',
    link: '/access-control',
    icon: 'AdminPanelSettingsOutlined',
    title: { en: 'Access Control', de: 'Zugriffskontrolle', fr: "Contrôle d'accès", pt: 'Controlo de acesso' },
    isBookmarked: true,
  },
  {
    target: 'email',
    link: '/apps/email',
    icon: 'EmailOutlined',
    title: { en: 'Email', de: 'E-Mail', fr: 'E-mail', pt: 'E-mail' },
  },
  {
    target: 'tables',
    link: '/tables',
    icon: 'TableChartOutlined',
    title: { en: 'Tables', de: 'Tabellen', fr: 'Tableaux', pt: 'Tabelas' },
  },
  {
    target: 'datatables-basic',
    link: '/datatables/basic',
    icon: 'GridOnOutlined',
    title: { en: 'Basic DataTable', de: 'Einfache Datentabelle', fr: 'Table de données simple', pt: 'Tabela de dados simples' },
  },
  {
    target: 'datatables-advanced',
    link: '/datatables/advanced',
    icon: 'DatasetOutlined',
    title: {
      en: 'Advanced DataTable',
      de: 'Erweiterte Datentabelle',
      fr: 'Table de données avancée',
      pt: 'Tabela de dados avançada',
    },
    isBookmarked: true,
  },
  {
    target: 'forms-autocomplete',
    link: '/forms/autocomplete',
    icon: 'ManageSearchOutlined',
    title: { en: 'Autocomplete', de: 'Autovervollständigung', fr: 'Saisie semi-automatique', pt: 'Preenchimento automático' },
  },
  {
    target: 'misc-coming-soon',
    link: '/misc/coming-soon',
    icon: 'HourglassEmptyOutlined',
    title: { en: 'Coming Soon', de: 'Demnächst verfügbar', fr: 'Bientôt disponible', pt: 'Brevemente' },
  },
  {
    target: 'misc-not-authorized',
    link: '/misc/not-authorized',
    icon: 'BlockOutlined',
    title: { en: 'Not Authorized', de: 'Nicht autorisiert', fr: 'Non autorisé', pt: 'Não autorizado' },
  },
  {
    target: 'misc-maintenance',
    link: '/misc/maintenance',
    icon: 'ConstructionOutlined',
    title: { en: 'Maintenance', de: 'Wartungsarbeiten', fr: 'Maintenance', pt: 'Manutenção' },
  },
  {
    target: 'misc-error',
    link: '/misc/error',
    icon: 'ErrorOutlineOutlined',
    title: { en: 'Error', de: 'Fehler', fr: 'Erreur', pt: 'Erro' },
  },
  ...versions('login', 'LoginOutlined', { en: 'Login', de: 'Anmelden', fr: 'Connexion', pt: 'Iniciar sessão' }),
  ...versions('register', 'PersonAddOutlined', { en: 'Register', de: 'Registrieren', fr: 'Inscription', pt: 'Registar' }),
  ...versions('forgot-password', 'LockResetOutlined', {
    en: 'Forgot Password',
    de: 'Passwort vergessen',
    fr: 'Mot de passe oublié',
    pt: 'Palavra-passe esquecida',
  }),
  ...versions('reset-password', 'PasswordOutlined', {
    en: 'Reset Password',
    de: 'Passwort zurücksetzen',
    fr: 'Réinitialiser le mot de passe',
    pt: 'Redefinir palavra-passe',
  }),
]

/** The two designs of an auth page, /pages/<name>-v1 and -v2, titled "<title> v1" and "<title> v2". */
function versions(name: string, icon: string, title: Record<Language, string>): PageSeed[] {
  return (['v1', 'v2'] as const).map((version) => ({
    target: `pages-${name}-${version}`,
    link: `/pages/${name}-${version}`,
    icon,
    title: Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as Record<
      Language,
      string
    >,
  }))
}

/** The page index with Home, Access Control and the advanced data table bookmarked. */
export function seedPages(): PageRecord[] {
  return PAGES.map(({ isBookmarked = false, ...page }, index) => ({ ...page, id: index + 1, isBookmarked }))
}

/** The page as the API shows it: one title, in `language`. */
export function toPageItem({ title, ...page }: Readonly<PageRecord>, language: Language): PageSearchItem {
  return { ...page, title: title[language] }
}
