/** The social networks' and services' names: brands, the same in every language. */
export const NETWORK_NAMES = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  google: 'Google',
  linkedIn: 'LinkedIn',
  instagram: 'Instagram',
  quora: 'Quora',
  github: 'GitHub',
} as const
