import type { Language } from '@/i18n/languages'
import type { PageId } from './pages'

/**
 * Other words the search palette finds a page by, in every language ("password" finds Account Settings).
 * Only the mock reads them (src/mocks/db/pages.ts), answering in the language of each request: the app
 * itself never loads them.
 */
export const PAGE_KEYWORDS: Partial<Record<PageId, Record<Language, readonly string[]>>> = {
  'home': { en: ['sales', 'orders', 'revenue'], de: ['Umsatz', 'Bestellungen'], fr: ['ventes', 'commandes', 'revenus'], pt: ['vendas', 'encomendas', 'receita'] },
  'email': { en: ['mail', 'inbox', 'messages'], de: ['Posteingang', 'Nachrichten'], fr: ['courriel', 'boîte de réception', 'messages'], pt: ['correio', 'caixa de entrada', 'mensagens'] },
  'chat': { en: ['messages', 'conversations', 'contacts'], de: ['Nachrichten', 'Unterhaltungen', 'Kontakte'], fr: ['messages', 'conversations', 'contacts'], pt: ['mensagens', 'contactos'] },
  'todo': { en: ['tasks', 'to-do', 'checklist'], de: ['To-do', 'Checkliste', 'Erledigen'], fr: ['à faire', 'liste de contrôle'], pt: ['afazeres', 'lista de verificação'] },
  'calendar': { en: ['events', 'schedule', 'agenda'], de: ['Termine', 'Zeitplan'], fr: ['événements', 'agenda', 'planning'], pt: ['eventos', 'agenda', 'horário'] },
  'user-list': { en: ['accounts', 'people', 'members'], de: ['Konten', 'Personen', 'Mitglieder'], fr: ['comptes', 'personnes', 'membres'], pt: ['contas', 'pessoas', 'membros'] },
  'ecommerce-shop': { en: ['store', 'products', 'buy', 'cart'], de: ['Laden', 'Produkte', 'kaufen', 'Warenkorb'], fr: ['magasin', 'produits', 'acheter', 'panier'], pt: ['produtos', 'comprar', 'carrinho'] },
  'ecommerce-wishlist': { en: ['favourites', 'saved products'], de: ['Favoriten', 'Merkliste'], fr: ['favoris', 'produits enregistrés'], pt: ['favoritos', 'produtos guardados'] },
  'ecommerce-checkout': { en: ['payment', 'shipping address', 'coupon', 'place order'], de: ['Bezahlung', 'Lieferadresse', 'Gutschein', 'bestellen'], fr: ['paiement', 'adresse de livraison', 'coupon', 'commander'], pt: ['pagamento', 'morada de entrega', 'cupão', 'encomendar'] },
  'ecommerce-orders': { en: ['purchases', 'order history', 'delivery'], de: ['Einkäufe', 'Bestellverlauf', 'Lieferung'], fr: ['achats', 'historique des commandes', 'livraison'], pt: ['compras', 'histórico de encomendas', 'entrega'] },
  'invoice-list': { en: ['billing', 'payments'], de: ['Abrechnung', 'Zahlungen'], fr: ['facturation', 'paiements'], pt: ['faturação', 'pagamentos'] },
  'account-settings': { en: ['password', 'security', 'notifications', 'billing'], de: ['Passwort', 'Sicherheit', 'Benachrichtigungen'], fr: ['mot de passe', 'sécurité', 'notifications'], pt: ['palavra-passe', 'segurança', 'notificações'] },
  'faq': { en: ['help', 'questions', 'support'], de: ['Hilfe', 'Fragen', 'Support'], fr: ['aide', 'questions', 'assistance'], pt: ['ajuda', 'perguntas', 'apoio'] },
  'knowledge-base': { en: ['help center', 'articles', 'guides'], de: ['Hilfecenter', 'Artikel', 'Anleitungen'], fr: ['centre d’aide', 'articles', 'guides'], pt: ['centro de ajuda', 'artigos', 'guias'] },
  'pricing': { en: ['plans', 'subscription', 'upgrade'], de: ['Tarife', 'Abonnement', 'Upgrade'], fr: ['forfaits', 'abonnement', 'mise à niveau'], pt: ['planos', 'subscrição', 'atualizar plano'] },
  'blog-list': { en: ['posts', 'articles', 'news'], de: ['Beiträge', 'Artikel', 'Neuigkeiten'], fr: ['articles', 'publications', 'actualités'], pt: ['publicações', 'artigos', 'notícias'] },
  'access-control': { en: ['permissions', 'roles', 'ACL'], de: ['Berechtigungen', 'Rollen'], fr: ['permissions', 'rôles'], pt: ['permissões', 'funções'] },
  'api-docs': { en: ['OpenAPI', 'endpoints'], de: ['OpenAPI', 'Endpunkte'], fr: ['OpenAPI', 'points de terminaison'], pt: ['OpenAPI', 'endpoints'] },
  'ui-element-index': { en: ['components', 'widgets', 'examples', 'code'], de: ['Komponenten', 'Beispiele', 'Code'], fr: ['composants', 'exemples', 'code'], pt: ['componentes', 'exemplos', 'código'] },
  'ui-element-typography': { en: ['fonts', 'headings', 'text'], de: ['Schriften', 'Überschriften', 'Text'], fr: ['polices', 'titres', 'texte'], pt: ['tipos de letra', 'títulos', 'texto'] },
  'ui-element-buttons': { en: ['actions', 'icon buttons'], de: ['Buttons', 'Aktionen'], fr: ['actions', 'boutons d’icône'], pt: ['ações', 'botões de ícone'] },
  'ui-element-progress': { en: ['loading', 'spinner', 'progress bar'], de: ['Laden', 'Ladeanzeige', 'Fortschrittsbalken'], fr: ['chargement', 'barre de progression'], pt: ['carregamento', 'barra de progresso'] },
  'ui-element-tooltips-popovers': { en: ['hints', 'popups'], de: ['Hinweise', 'Popups'], fr: ['indications', 'fenêtres contextuelles'], pt: ['sugestões', 'janelas de contexto'] },
  'ui-element-timeline': { en: ['activity', 'history', 'events'], de: ['Aktivität', 'Verlauf', 'Ereignisse'], fr: ['activité', 'historique', 'événements'], pt: ['atividade', 'histórico', 'eventos'] },
  'components-index': { en: ['widgets', 'interactive', 'examples'], de: ['Widgets', 'interaktiv', 'Beispiele'], fr: ['widgets', 'interactifs', 'exemples'], pt: ['widgets', 'interativos', 'exemplos'] },
  'components-dialogs': { en: ['modal', 'popup', 'confirm'], de: ['Modal', 'Popup', 'Bestätigung'], fr: ['modale', 'fenêtre', 'confirmation'], pt: ['modal', 'janela', 'confirmação'] },
  'components-snackbars': { en: ['toast', 'notification', 'notistack'], de: ['Toast', 'Benachrichtigung'], fr: ['toast', 'snackbar'], pt: ['toast', 'snackbar'] },
  'components-steppers': { en: ['wizard', 'steps', 'multi-step form'], de: ['Assistent', 'Schritte'], fr: ['assistant', 'étapes'], pt: ['assistente', 'passos'] },
  'components-drawers': { en: ['sidebar', 'side panel'], de: ['Drawer', 'Seitenpanel'], fr: ['panneau latéral', 'drawer'], pt: ['painel lateral', 'drawer'] },
  'components-switches': { en: ['toggle', 'checkbox', 'radio'], de: ['Umschalter', 'Checkbox', 'Optionsfeld'], fr: ['bascule', 'case à cocher', 'bouton radio'], pt: ['alternador', 'caixa de seleção', 'botão de opção'] },
  'components-pickers': { en: ['date picker', 'time picker', 'calendar'], de: ['Datumsauswahl', 'Uhrzeit', 'Kalender'], fr: ['date', 'heure', 'calendrier'], pt: ['data', 'hora', 'calendário'] },
  'charts': { en: ['graphs', 'plots', 'recharts', 'candlestick'], de: ['Grafiken', 'Kurven', 'Kerzenchart'], fr: ['courbes', 'diagrammes', 'chandeliers'], pt: ['curvas', 'diagramas', 'velas'] },
  'colors': { en: ['palette', 'theme', 'tints'], de: ['Palette', 'Design', 'Farbtöne'], fr: ['palette', 'thème', 'teintes'], pt: ['paleta', 'tema', 'tons'] },
  'icons': { en: ['symbols', 'Material icons', 'glyphs'], de: ['Icons', 'Material-Symbole'], fr: ['symboles', 'icônes Material'], pt: ['símbolos', 'ícones Material'] },
  'forms-form-elements': { en: ['inputs', 'select', 'checkbox', 'date picker'], de: ['Eingabefelder', 'Auswahl', 'Kontrollkästchen', 'Datumsauswahl'], fr: ['champs', 'sélection', 'case à cocher', 'sélecteur de date'], pt: ['campos', 'seleção', 'caixa de verificação', 'seletor de data'] },
  'forms-form-validation': { en: ['errors', 'required fields', 'zod'], de: ['Fehler', 'Pflichtfelder', 'zod'], fr: ['erreurs', 'champs obligatoires', 'zod'], pt: ['erros', 'campos obrigatórios', 'zod'] },
  'forms-form-wizard': { en: ['stepper', 'steps', 'multi-step form'], de: ['Schritte', 'mehrstufiges Formular'], fr: ['étapes', 'formulaire en plusieurs étapes'], pt: ['passos', 'formulário em vários passos'] },
  'datatables-advanced': { en: ['grid', 'filters'], de: ['Raster', 'Filter'], fr: ['grille', 'filtres'], pt: ['grelha', 'filtros'] },
}
