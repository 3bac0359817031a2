import type { Language } from '@/i18n/languages'
import type { PageId } from './pages'

/** A page's name in every language of the app (adding a language fails to compile until each is named). */
export type PageTitle = Record<Language, string>

/** An auth page's two designs are named "<title> v1" and "<title> v2". */
function versions<const N extends string>(name: N, title: PageTitle): Record<`pages-${N}-${'v1' | 'v2'}`, PageTitle> {
  const named = (version: string) => Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, `${text} ${version}`])) as PageTitle
  return { [`pages-${name}-v1`]: named('v1'), [`pages-${name}-v2`]: named('v2') } as Record<`pages-${N}-${'v1' | 'v2'}`, PageTitle>
}

/**
 * The name of every page of the table (src/registry/pages.ts) in every language: the search
 * palette's results (the mock serves them in the request's language) and the browser tab's title.
 * A page of the table without its name here fails to compile.
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

/** The product's name, as index.html's <title> says it before the app runs. */
export const APP_NAME = 'Vantage Admin'

/** The browser tab's title on a page: "User List · Vantage Admin", in the language given. */
export function documentTitle(page: PageId | undefined, language: Language): string {
  return page ? `${PAGE_TITLES[page][language]} · ${APP_NAME}` : APP_NAME
}

