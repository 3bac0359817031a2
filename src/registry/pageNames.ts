import type { Language } from '@/i18n/languages'
import type { MenuGroupId, PageId } from './pages'

/** A page's name in every language of the app (adding a language fails to compile until each is named). */
export type PageTitle = Record<Language, string>

/** An auth page's two designs are named "<title> v1" and "<title> v2". */
function versions<const N extends string>(name: N, title: PageTitle): Record<`pages-${N}-${'v1' | 'v2'}`, PageTitle> {
  const named = (version: string) => Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as PageTitle
  return { [`pages-${name}-v1`]: named('v1'), [`pages-${name}-v2`]: named('v2') } as Record<`pages-${N}-${'v1' | 'v2'}`, PageTitle>
}

/**
 * The names of the app's pages and menu groups in every language, kept apart from the table of
 * pages (src/registry/pages.ts) so that route files do not load them.
 *
 * The title of every page of the table: the search palette's results (the mock serves them in the
 * request's language), the browser tab's title and, unless MENU_LABELS says shorter, the menu.
 * A page of the table without its title here fails to compile.
 */
export const PAGE_TITLES: Record<PageId, PageTitle> = {
  'home': { en: 'eCommerce Dashboard', de: 'E-Commerce-Dashboard', fr: 'Tableau de bord e-commerce', pt: 'Painel de comércio eletrónico' },
  'access-control': { en: 'Access Control', de: 'Zugriffskontrolle', fr: "Contrôle d'accès", pt: 'Controlo de acesso' },
  'email': { en: 'Email', de: 'E-Mail', fr: 'E-mail', pt: 'E-mail' },
  'tables': { en: 'Tables', de: 'Tabellen', fr: 'Tableaux', pt: 'Tabelas' },
  'datatables-basic': { en: 'Basic DataTable', de: 'Einfache Datentabelle', fr: 'Table de données simple', pt: 'Tabela de dados simples' },
  'datatables-advanced': { en: 'Advanced DataTable', de: 'Erweiterte Datentabelle', fr: 'Table de données avancée', pt: 'Tabela de dados avançada' },
  'forms-autocomplete': { en: 'Autocomplete', de: 'Autovervollständigung', fr: 'Saisie semi-automatique', pt: 'Preenchimento automático' },
  'misc-coming-soon': { en: 'Coming Soon', de: 'Demnächst verfügbar', fr: 'Bientôt disponible', pt: 'Brevemente' },
  'misc-not-authorized': { en: 'Not Authorized', de: 'Nicht autorisiert', fr: 'Non autorisé', pt: 'Não autorizado' },
  'misc-maintenance': { en: 'Maintenance', de: 'Wartungsarbeiten', fr: 'Maintenance', pt: 'Manutenção' },
  'misc-error': { en: 'Error', de: 'Fehler', fr: 'Erreur', pt: 'Erro' },
  ...versions('login', { en: 'Login', de: 'Anmelden', fr: 'Connexion', pt: 'Iniciar sessão' }),
  ...versions('register', { en: 'Register', de: 'Registrieren', fr: 'Inscription', pt: 'Registar' }),
  ...versions('forgot-password', { en: 'Forgot Password', de: 'Passwort vergessen', fr: 'Mot de passe oublié', pt: 'Palavra-passe esquecida' }),
  ...versions('reset-password', { en: 'Reset Password', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe', pt: 'Redefinir palavra-passe' }),
  'user-list': { en: 'User List', de: 'Benutzerliste', fr: 'Liste des utilisateurs', pt: 'Lista de utilizadores' },
  'user-view': { en: 'User View', de: 'Benutzeransicht', fr: "Vue de l'utilisateur", pt: 'Ver utilizador' },
  'user-edit': { en: 'User Edit', de: 'Benutzer bearbeiten', fr: "Modifier l'utilisateur", pt: 'Editar utilizador' },
  'account-settings': { en: 'Account Settings', de: 'Kontoeinstellungen', fr: 'Paramètres du compte', pt: 'Definições da conta' },
  'profile': { en: 'Profile', de: 'Profil', fr: 'Profil', pt: 'Perfil' },
  'invoice-list': { en: 'Invoice List', de: 'Rechnungsliste', fr: 'Liste des factures', pt: 'Lista de faturas' },
  'invoice-preview': { en: 'Invoice Preview', de: 'Rechnungsvorschau', fr: 'Aperçu de la facture', pt: 'Pré-visualizar fatura' },
  'invoice-edit': { en: 'Invoice Edit', de: 'Rechnung bearbeiten', fr: 'Modifier la facture', pt: 'Editar fatura' },
  'invoice-add': { en: 'Invoice Add', de: 'Rechnung hinzufügen', fr: 'Ajouter une facture', pt: 'Adicionar fatura' },
  'dashboard-analytics': { en: 'Analytics Dashboard', de: 'Analyse-Dashboard', fr: 'Tableau de bord analytique', pt: 'Painel de análises' },
  'cards-basic': { en: 'Basic Cards', de: 'Einfache Karten', fr: 'Cartes simples', pt: 'Cartões simples' },
  'cards-advance': { en: 'Advance Cards', de: 'Erweiterte Karten', fr: 'Cartes avancées', pt: 'Cartões avançados' },
  'cards-statistics': { en: 'Statistics Cards', de: 'Statistikkarten', fr: 'Cartes de statistiques', pt: 'Cartões de estatísticas' },
  'cards-analytics': { en: 'Analytics Cards', de: 'Analysekarten', fr: "Cartes d'analyse", pt: 'Cartões de análise' },
  'cards-actions': { en: 'Card Actions', de: 'Kartenaktionen', fr: 'Actions de carte', pt: 'Ações de cartão' },
  'api-docs': { en: 'API Reference', de: 'API-Referenz', fr: "Référence de l'API", pt: 'Referência da API' },
}

/** Where the menu's group already says what a page is about, its entry says less: "List" under Users. */
export const MENU_LABELS: Partial<Record<PageId, PageTitle>> = {
  'home': { en: 'eCommerce', de: 'E-Commerce', fr: 'E-commerce', pt: 'Comércio eletrónico' },
  'dashboard-analytics': { en: 'Analytics', de: 'Analysen', fr: 'Analytique', pt: 'Análises' },
  'user-list': { en: 'List', de: 'Liste', fr: 'Liste', pt: 'Lista' },
  'user-view': { en: 'View', de: 'Ansehen', fr: 'Voir', pt: 'Ver' },
  'user-edit': { en: 'Edit', de: 'Bearbeiten', fr: 'Modifier', pt: 'Editar' },
  'invoice-list': { en: 'List', de: 'Liste', fr: 'Liste', pt: 'Lista' },
  'invoice-preview': { en: 'Preview', de: 'Vorschau', fr: 'Aperçu', pt: 'Pré-visualizar' },
  'invoice-edit': { en: 'Edit', de: 'Bearbeiten', fr: 'Modifier', pt: 'Editar' },
  'invoice-add': { en: 'Add', de: 'Hinzufügen', fr: 'Ajouter', pt: 'Adicionar' },
  'cards-basic': { en: 'Basic', de: 'Einfach', fr: 'De base', pt: 'Básicos' },
  'cards-advance': { en: 'Advance', de: 'Erweitert', fr: 'Avancées', pt: 'Avançados' },
  'cards-statistics': { en: 'Statistics', de: 'Statistiken', fr: 'Statistiques', pt: 'Estatísticas' },
  'cards-analytics': { en: 'Analytics', de: 'Analysen', fr: 'Analytique', pt: 'Análises' },
  'cards-actions': { en: 'Actions', de: 'Aktionen', fr: 'Actions', pt: 'Ações' },
  'datatables-basic': { en: 'Basic', de: 'Einfach', fr: 'De base', pt: 'Básica' },
  'datatables-advanced': { en: 'Advanced', de: 'Erweitert', fr: 'Avancée', pt: 'Avançada' },
}

/** The menu's groups (MENU_GROUPS in src/registry/pages.ts). */
export const GROUP_NAMES: Record<MenuGroupId, PageTitle> = {
  'dashboards': { en: 'Dashboards', de: 'Dashboards', fr: 'Tableaux de bord', pt: 'Painéis' },
  'apps': { en: 'Apps', de: 'Apps', fr: 'Applications', pt: 'Aplicações' },
  'users': { en: 'Users', de: 'Benutzer', fr: 'Utilisateurs', pt: 'Utilizadores' },
  'invoice': { en: 'Invoice', de: 'Rechnung', fr: 'Facture', pt: 'Fatura' },
  'pages': { en: 'Pages', de: 'Seiten', fr: 'Pages', pt: 'Páginas' },
  'misc': { en: 'Miscellaneous', de: 'Verschiedenes', fr: 'Divers', pt: 'Diversos' },
  'user-interface': { en: 'User Interface', de: 'Benutzeroberfläche', fr: 'Interface utilisateur', pt: 'Interface do utilizador' },
  'cards': { en: 'Cards', de: 'Karten', fr: 'Cartes', pt: 'Cartões' },
  'forms-tables': { en: 'Forms & Tables', de: 'Formulare & Tabellen', fr: 'Formulaires et tableaux', pt: 'Formulários e tabelas' },
  'datatables': { en: 'Datatables', de: 'Datentabellen', fr: 'Tableaux de données', pt: 'Tabelas de dados' },
}

/** Other words the search palette finds a page by, in every language ("password" finds Account Settings). */
export const PAGE_KEYWORDS: Partial<Record<PageId, Record<Language, readonly string[]>>> = {
  'home': { en: ['sales', 'orders', 'revenue'], de: ['Umsatz', 'Bestellungen'], fr: ['ventes', 'commandes', 'revenus'], pt: ['vendas', 'encomendas', 'receita'] },
  'email': { en: ['mail', 'inbox', 'messages'], de: ['Posteingang', 'Nachrichten'], fr: ['courriel', 'boîte de réception', 'messages'], pt: ['correio', 'caixa de entrada', 'mensagens'] },
  'user-list': { en: ['accounts', 'people', 'members'], de: ['Konten', 'Personen', 'Mitglieder'], fr: ['comptes', 'personnes', 'membres'], pt: ['contas', 'pessoas', 'membros'] },
  'invoice-list': { en: ['billing', 'payments'], de: ['Abrechnung', 'Zahlungen'], fr: ['facturation', 'paiements'], pt: ['faturação', 'pagamentos'] },
  'account-settings': { en: ['password', 'security', 'notifications', 'billing'], de: ['Passwort', 'Sicherheit', 'Benachrichtigungen'], fr: ['mot de passe', 'sécurité', 'notifications'], pt: ['palavra-passe', 'segurança', 'notificações'] },
  'access-control': { en: ['permissions', 'roles', 'ACL'], de: ['Berechtigungen', 'Rollen'], fr: ['permissions', 'rôles'], pt: ['permissões', 'funções'] },
  'api-docs': { en: ['OpenAPI', 'endpoints'], de: ['OpenAPI', 'Endpunkte'], fr: ['OpenAPI', 'points de terminaison'], pt: ['OpenAPI', 'endpoints'] },
  'datatables-advanced': { en: ['grid', 'filters'], de: ['Raster', 'Filter'], fr: ['grille', 'filtres'], pt: ['grelha', 'filtros'] },
}

/** The product's name, as index.html's <title> says it before the app runs. */
export const APP_NAME = 'Vantage Admin'

/** The browser tab's title on a page: "User List · Vantage Admin", in the language given. */
export function documentTitle(page: PageId | undefined, language: Language): string {
  return page ? `${PAGE_TITLES[page][language]} · ${APP_NAME}` : APP_NAME
}

