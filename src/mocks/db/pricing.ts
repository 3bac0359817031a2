import { z } from 'zod'
// Exact modules, not the contract's index: this loads with the pricing domain alone.
import { Id } from '@/api/contract/numbers'
import { BillingPeriod, type PricingPlan, type PricingPlanId, type PricingQuestion } from '@/api/contract/pricing'
import type { Language } from '@/i18n/languages'

/**
 * The pricing page's data: the plans with their prices (fixed figures, the same in every language
 * and scenario), their words in each language of the app, and how each account pays its plan.
 */

/** The prices, in whole US dollars. A yearly plan is twelve months at its lower monthly rate. */
export const PLAN_PRICES: Record<PricingPlanId, { monthlyPrice: number; perMonthYearly: number }> = {
  basic: { monthlyPrice: 0, perMonthYearly: 0 },
  standard: { monthlyPrice: 49, perMonthYearly: 40 },
  enterprise: { monthlyPrice: 99, perMonthYearly: 80 },
}

/** The plans' pictures (Material icon names) and the one the page recommends. */
const PLAN_LOOKS: Record<PricingPlanId, { icon: string; popular: boolean }> = {
  basic: { icon: 'RocketLaunchOutlined', popular: false },
  standard: { icon: 'WorkspacePremiumOutlined', popular: true },
  enterprise: { icon: 'ApartmentOutlined', popular: false },
}

/** Plan names are the product's names: the same in every language. */
const PLAN_TITLES: Record<PricingPlanId, string> = { basic: 'Basic', standard: 'Standard', enterprise: 'Enterprise' }

interface PlanWords {
  subtitle: string
  planBenefits: string[]
}

interface PricingWords {
  plans: Record<PricingPlanId, PlanWords>
  faq: PricingQuestion[]
}

const WORDS: Record<Language, PricingWords> = {
  en: {
    plans: {
      basic: {
        subtitle: 'Everything you need to get started, free',
        planBenefits: ['100 responses a month', 'Three active forms', 'Essential field types', 'Up to 2 subdomains', 'Help from the community forum'],
      },
      standard: {
        subtitle: 'For growing teams that collect every day',
        planBenefits: [
          'Unlimited responses',
          'Unlimited forms',
          'Conditional logic between questions',
          'Up to 10 subdomains',
          'Exports to spreadsheets and webhooks',
        ],
      },
      enterprise: {
        subtitle: 'For organizations with many teams',
        planBenefits: [
          'Everything in Standard',
          'Unlimited subdomains and your own domain',
          'Single sign-on (SSO)',
          'Audit log and retention rules',
          'Priority support from a named manager',
        ],
      },
    },
    faq: [
      {
        question: 'Does my subscription renew by itself?',
        answer: 'Yes. A monthly plan renews every month and a yearly plan every year, on the day you chose it. You can switch plans at any time on this page.',
      },
      {
        question: 'Can I move between monthly and yearly billing?',
        answer: 'Yes. Choose the other period above and pick your plan again. What you have already paid is credited against the new period.',
      },
      {
        question: 'What happens to my forms if I move to Basic?',
        answer: 'Nothing is deleted. Forms beyond the Basic limits are paused until you upgrade again, and every response can still be exported.',
      },
      {
        question: 'Can I try a paid plan before I pay?',
        answer: 'Every paid plan can be tried free for 14 days, without a card. At the end of the trial you choose whether to keep it.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer: 'Credit and debit cards and PayPal; yearly plans can also be paid by bank transfer against an invoice.',
      },
      {
        question: 'Are there discounts for non-profits and schools?',
        answer: 'Yes. Write to our sales team and we will take 30% off a yearly plan for registered non-profits and schools.',
      },
    ],
  },
  de: {
    plans: {
      basic: {
        subtitle: 'Alles für den Einstieg, kostenlos',
        planBenefits: ['100 Antworten im Monat', 'Drei aktive Formulare', 'Die wichtigsten Feldtypen', 'Bis zu 2 Subdomains', 'Hilfe im Community-Forum'],
      },
      standard: {
        subtitle: 'Für wachsende Teams, die täglich Daten erheben',
        planBenefits: [
          'Unbegrenzte Antworten',
          'Unbegrenzte Formulare',
          'Bedingte Logik zwischen Fragen',
          'Bis zu 10 Subdomains',
          'Exporte in Tabellen und an Webhooks',
        ],
      },
      enterprise: {
        subtitle: 'Für Organisationen mit vielen Teams',
        planBenefits: [
          'Alles aus Standard',
          'Unbegrenzte Subdomains und Ihre eigene Domain',
          'Single Sign-on (SSO)',
          'Prüfprotokoll und Aufbewahrungsregeln',
          'Bevorzugter Support durch einen festen Ansprechpartner',
        ],
      },
    },
    faq: [
      {
        question: 'Verlängert sich mein Abonnement von selbst?',
        answer:
          'Ja. Ein Monatstarif verlängert sich jeden Monat, ein Jahrestarif jedes Jahr, jeweils an dem Tag, an dem Sie ihn gewählt haben. Sie können den Tarif jederzeit auf dieser Seite wechseln.',
      },
      {
        question: 'Kann ich zwischen monatlicher und jährlicher Abrechnung wechseln?',
        answer: 'Ja. Wählen Sie oben den anderen Zeitraum und dann erneut Ihren Tarif. Bereits Bezahltes wird auf den neuen Zeitraum angerechnet.',
      },
      {
        question: 'Was geschieht mit meinen Formularen, wenn ich zu Basic wechsle?',
        answer:
          'Es wird nichts gelöscht. Formulare über den Grenzen von Basic werden pausiert, bis Sie wieder upgraden, und alle Antworten lassen sich weiterhin exportieren.',
      },
      {
        question: 'Kann ich einen kostenpflichtigen Tarif vorher testen?',
        answer: 'Jeden kostenpflichtigen Tarif können Sie 14 Tage lang kostenlos und ohne Karte testen. Danach entscheiden Sie, ob Sie ihn behalten.',
      },
      {
        question: 'Welche Zahlungsarten akzeptieren Sie?',
        answer: 'Kredit- und Debitkarten sowie PayPal; Jahrestarife können Sie auch per Überweisung auf Rechnung bezahlen.',
      },
      {
        question: 'Gibt es Rabatte für gemeinnützige Organisationen und Schulen?',
        answer: 'Ja. Schreiben Sie unserem Vertrieb: Eingetragene gemeinnützige Organisationen und Schulen erhalten 30 % Rabatt auf einen Jahrestarif.',
      },
    ],
  },
  fr: {
    plans: {
      basic: {
        subtitle: 'Tout pour bien démarrer, gratuitement',
        planBenefits: ['100 réponses par mois', 'Trois formulaires actifs', 'Les types de champs essentiels', "Jusqu'à 2 sous-domaines", "L'aide du forum de la communauté"],
      },
      standard: {
        subtitle: 'Pour les équipes en croissance qui collectent chaque jour',
        planBenefits: [
          'Réponses illimitées',
          'Formulaires illimités',
          'Logique conditionnelle entre les questions',
          "Jusqu'à 10 sous-domaines",
          'Exports vers des tableurs et des webhooks',
        ],
      },
      enterprise: {
        subtitle: 'Pour les organisations aux nombreuses équipes',
        planBenefits: [
          'Tout ce que contient Standard',
          'Sous-domaines illimités et votre propre domaine',
          'Authentification unique (SSO)',
          "Journal d'audit et règles de conservation",
          "Support prioritaire par un interlocuteur dédié",
        ],
      },
    },
    faq: [
      {
        question: 'Mon abonnement se renouvelle-t-il tout seul ?',
        answer:
          "Oui. Une formule mensuelle se renouvelle chaque mois et une formule annuelle chaque année, au jour où vous l'avez choisie. Vous pouvez changer de formule à tout moment sur cette page.",
      },
      {
        question: 'Puis-je passer de la facturation mensuelle à la facturation annuelle ?',
        answer: "Oui. Choisissez l'autre période ci-dessus, puis choisissez de nouveau votre formule. Ce que vous avez déjà payé est déduit de la nouvelle période.",
      },
      {
        question: 'Que deviennent mes formulaires si je passe à Basic ?',
        answer:
          "Rien n'est supprimé. Les formulaires au-delà des limites de Basic sont mis en pause jusqu'à votre prochaine mise à niveau, et toutes les réponses restent exportables.",
      },
      {
        question: 'Puis-je essayer une formule payante avant de payer ?',
        answer: "Chaque formule payante s'essaie gratuitement pendant 14 jours, sans carte. À la fin de l'essai, vous décidez de la garder ou non.",
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer: 'Les cartes de crédit et de débit et PayPal ; les formules annuelles peuvent aussi se régler par virement sur facture.',
      },
      {
        question: 'Proposez-vous des remises aux associations et aux écoles ?',
        answer: 'Oui. Écrivez à notre équipe commerciale : les associations et écoles enregistrées bénéficient de 30 % de remise sur une formule annuelle.',
      },
    ],
  },
  pt: {
    plans: {
      basic: {
        subtitle: 'Tudo o que precisa para começar, grátis',
        planBenefits: ['100 respostas por mês', 'Três formulários ativos', 'Os tipos de campo essenciais', 'Até 2 subdomínios', 'Ajuda no fórum da comunidade'],
      },
      standard: {
        subtitle: 'Para equipas em crescimento que recolhem dados todos os dias',
        planBenefits: [
          'Respostas ilimitadas',
          'Formulários ilimitados',
          'Lógica condicional entre perguntas',
          'Até 10 subdomínios',
          'Exportações para folhas de cálculo e webhooks',
        ],
      },
      enterprise: {
        subtitle: 'Para organizações com muitas equipas',
        planBenefits: [
          'Tudo o que o Standard inclui',
          'Subdomínios ilimitados e o seu próprio domínio',
          'Início de sessão único (SSO)',
          'Registo de auditoria e regras de retenção',
          'Apoio prioritário de um gestor dedicado',
        ],
      },
    },
    faq: [
      {
        question: 'A minha subscrição renova-se sozinha?',
        answer:
          'Sim. Um plano mensal renova-se todos os meses e um plano anual todos os anos, no dia em que o escolheu. Pode mudar de plano a qualquer momento nesta página.',
      },
      {
        question: 'Posso passar da faturação mensal para a anual?',
        answer: 'Sim. Escolha o outro período acima e volte a escolher o seu plano. O que já pagou é descontado no novo período.',
      },
      {
        question: 'O que acontece aos meus formulários se passar para o Basic?',
        answer:
          'Nada é apagado. Os formulários acima dos limites do Basic ficam em pausa até voltar a subir de plano, e todas as respostas continuam a poder ser exportadas.',
      },
      {
        question: 'Posso experimentar um plano pago antes de pagar?',
        answer: 'Qualquer plano pago pode ser experimentado gratuitamente durante 14 dias, sem cartão. No fim do período experimental, decide se o mantém.',
      },
      {
        question: 'Que métodos de pagamento aceitam?',
        answer: 'Cartões de crédito e de débito e PayPal; os planos anuais também podem ser pagos por transferência bancária contra fatura.',
      },
      {
        question: 'Há descontos para associações sem fins lucrativos e escolas?',
        answer: 'Sim. Escreva à nossa equipa comercial: as associações sem fins lucrativos e escolas registadas têm 30% de desconto num plano anual.',
      },
    ],
  },
}

/** The plans in `language`, cheapest first. */
export function pricingPlans(language: Language): PricingPlan[] {
  return (Object.keys(PLAN_PRICES) as PricingPlanId[]).map((id) => {
    const { monthlyPrice, perMonthYearly } = PLAN_PRICES[id]
    return {
      id,
      title: PLAN_TITLES[id],
      ...PLAN_LOOKS[id],
      subtitle: WORDS[language].plans[id].subtitle,
      monthlyPrice,
      yearlyPlan: { perMonth: perMonthYearly, totalAnnual: perMonthYearly * 12 },
      planBenefits: [...WORDS[language].plans[id].planBenefits],
    }
  })
}

/** The page's questions in `language`. */
export function pricingQuestions(language: Language): PricingQuestion[] {
  return WORDS[language].faq.map((entry) => ({ ...entry }))
}

/**
 * How an account pays its plan. The plan itself is kept on the account's row in the users list
 * (see src/mocks/handlers/pricing.ts); the users app has no billing period, so it is kept here,
 * one row per account that has chosen a plan.
 */
export const SubscriptionRecord = z.object({ id: Id, accountId: Id, billingPeriod: BillingPeriod })
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>

/** No account has chosen a plan yet: each is on Basic, billed monthly. */
export function seedSubscriptions(): SubscriptionRecord[] {
  return []
}
