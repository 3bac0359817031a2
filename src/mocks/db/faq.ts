// Exact modules, not the contract's index: this seed loads with the FAQ domain alone.
import type { FaqCategory } from '@/api/contract/faq'
import type { FaqCategoryId } from '@/api/contract/faqValues'

/**
 * The FAQ page's questions and answers, by category. Read-only: no call changes them, so they are
 * plain data rather than a collection. In English, the language of the seeded data.
 */
export const FAQ: Readonly<Record<FaqCategoryId, FaqCategory>> = {
  payment: {
    icon: 'CreditCardOutlined',
    title: 'Payment',
    subtitle: 'Cards, invoices and how you are charged',
    qandA: [
      {
        question: 'Which payment methods do you accept?',
        ans: 'We accept Visa, Mastercard and American Express cards, PayPal, Apple Pay and Google Pay. Business accounts can also pay by bank transfer against an invoice.',
      },
      {
        question: 'When is my card charged?',
        ans: 'Your card is authorised when you place the order and charged when the first item ships. If part of an order ships later, you are only charged for what has left the warehouse.',
      },
      {
        question: 'Is it safe to save my card details?',
        ans: 'Yes. Card numbers never reach our servers: they are stored by our PCI DSS Level 1 certified payment provider, and we only keep the last four digits to help you recognise the card.',
      },
      {
        question: 'Why was my payment declined?',
        ans: 'The most common reasons are a billing address that does not match the one your bank has, an expired card, or a limit on online purchases. Check the details, or ask your bank to approve the payment, then try again.',
      },
      {
        question: 'Can I pay in instalments?',
        ans: 'Orders over $150 can be split into three interest-free monthly payments at checkout. The first payment is taken when the order ships, the other two 30 and 60 days later.',
      },
      {
        question: 'How do I get a VAT invoice?',
        ans: 'Add your company name and VAT number under Account settings before you order. Every order then comes with a VAT invoice you can download from its order page.',
      },
    ],
  },
  delivery: {
    icon: 'LocalShippingOutlined',
    title: 'Delivery',
    subtitle: 'Shipping options, times and tracking',
    qandA: [
      {
        question: 'How long does delivery take?',
        ans: 'Standard delivery takes 3 to 5 working days and express delivery 1 to 2 working days. Orders placed before 2 pm on a working day leave the warehouse the same day.',
      },
      {
        question: 'How much does shipping cost?',
        ans: 'Standard shipping is free on orders over $50 and costs $4.99 below that. Express shipping costs $12.99 whatever the order total.',
      },
      {
        question: 'How can I track my parcel?',
        ans: 'As soon as your order ships we email you a tracking link. You can also follow every parcel from the order page under My orders.',
      },
      {
        question: 'Do you ship internationally?',
        ans: 'We ship to 42 countries. Duties and import taxes are shown at checkout and included in the price, so there is nothing more to pay on delivery.',
      },
      {
        question: 'What happens if I am not at home?',
        ans: 'The courier leaves a card and tries again the next working day. After two attempts the parcel waits for you at the nearest pick-up point for 10 days.',
      },
      {
        question: 'Can I change the delivery address after ordering?',
        ans: 'Yes, as long as the order has not shipped. Open the order under My orders and choose Change address; once it has shipped, contact us and we will ask the courier to redirect it.',
      },
    ],
  },
  cancellationReturn: {
    icon: 'AssignmentReturnOutlined',
    title: 'Cancellation & Return',
    subtitle: 'Changed your mind? Here is how',
    qandA: [
      {
        question: 'Can I cancel my order?',
        ans: 'You can cancel an order free of charge until it ships. Open it under My orders and choose Cancel order; the authorisation on your card is released at once.',
      },
      {
        question: 'How many days do I have to return an item?',
        ans: 'You have 30 days from delivery to return an item in its original condition. Items bought between November 15 and December 31 can be returned until January 31.',
      },
      {
        question: 'Are return shipping costs covered?',
        ans: 'Returns are free within your country: print the prepaid label from the order page. International returns are refunded up to $15 on presentation of the receipt.',
      },
      {
        question: 'When will I get my refund?',
        ans: 'We refund within 3 working days of receiving the return. Depending on your bank, the money appears on your statement 5 to 10 days later.',
      },
      {
        question: 'Which items cannot be returned?',
        ans: 'Gift cards, software licences that have been activated, personalised products and opened personal care items cannot be returned, unless they arrived faulty.',
      },
    ],
  },
  myOrders: {
    icon: 'ShoppingBagOutlined',
    title: 'My Orders',
    subtitle: 'Find, change and reorder',
    qandA: [
      {
        question: 'Where can I see my past orders?',
        ans: 'Every order you placed while signed in is listed under My orders, newest first, with its status, its invoice and its tracking link.',
      },
      {
        question: 'Can I add an item to an order I already placed?',
        ans: 'Orders cannot be changed once they are placed, but you can place a second order: if both ship on the same day we pack them together and refund the second shipping fee.',
      },
      {
        question: 'My order arrived incomplete. What should I do?',
        ans: 'Large orders sometimes ship in several parcels: check the order page to see if another parcel is on its way. If every parcel has arrived, report the missing item from the order page within 14 days.',
      },
      {
        question: 'An item arrived damaged. Can I get a replacement?',
        ans: 'Yes. Report it from the order page with a photo of the damage within 14 days of delivery, and we send a replacement at once, without waiting for the damaged item to come back.',
      },
      {
        question: 'How do I reorder something I bought before?',
        ans: 'Open the past order and choose Buy again: the items go into your cart at today\'s prices, and you can change quantities before checking out.',
      },
    ],
  },
  productServices: {
    icon: 'SupportAgentOutlined',
    title: 'Product & Services',
    subtitle: 'Warranty, stock and support',
    qandA: [
      {
        question: 'Do your products come with a warranty?',
        ans: 'Every product has at least the manufacturer\'s two-year warranty. Electronics bought from us get a third year free: register the product from its order page.',
      },
      {
        question: 'Will an out-of-stock item be available again?',
        ans: 'Most items are restocked within two weeks. Choose Notify me on the product page and we email you as soon as it is back, without reserving it for you.',
      },
      {
        question: 'Can I get help setting up a product?',
        ans: 'Our support team offers free video sessions for setting up smart home devices, computers and printers. Book one from the product\'s order page.',
      },
      {
        question: 'Do you offer gift wrapping?',
        ans: 'Yes, for $3.50 per item. Tick Gift wrap at checkout and add a personal message; the invoice is left out of the parcel and emailed to you instead.',
      },
      {
        question: 'Do you price match?',
        ans: 'If you find the same product cheaper at a major retailer within 7 days of buying it, contact us with a link and we refund the difference.',
      },
    ],
  },
}
