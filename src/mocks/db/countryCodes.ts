/**
 * The countries the mock can place on a map: the name a user's row may give (the seed's
 * names in ./users.ts and a few common others), its ISO 3166-1 numeric code as world-atlas
 * writes it (three digits, the ids of its countries-110m.json) and its alpha-2 code, with
 * which a client names the country in its own language.
 */
const COUNTRIES: readonly (readonly [names: readonly string[], id: string, alpha2: string])[] = [
  [['Albania'], '008', 'AL'],
  [['Argentina'], '032', 'AR'],
  [['Australia'], '036', 'AU'],
  [['Austria'], '040', 'AT'],
  [['Belgium'], '056', 'BE'],
  [['Brazil'], '076', 'BR'],
  [['Canada'], '124', 'CA'],
  [['Chile'], '152', 'CL'],
  [['China'], '156', 'CN'],
  [['Colombia'], '170', 'CO'],
  [['Cuba'], '192', 'CU'],
  [['Denmark'], '208', 'DK'],
  [['El Salvador'], '222', 'SV'],
  [['Finland'], '246', 'FI'],
  [['France'], '250', 'FR'],
  [['Germany'], '276', 'DE'],
  [['Greece'], '300', 'GR'],
  [['India'], '356', 'IN'],
  [['Indonesia'], '360', 'ID'],
  [['Ireland'], '372', 'IE'],
  [['Italy'], '380', 'IT'],
  [['Japan'], '392', 'JP'],
  [['Kenya'], '404', 'KE'],
  [['South Korea', 'Korea'], '410', 'KR'],
  [['Mexico'], '484', 'MX'],
  [['Netherlands', 'The Netherlands'], '528', 'NL'],
  [['New Zealand'], '554', 'NZ'],
  [['Nigeria'], '566', 'NG'],
  [['Norway'], '578', 'NO'],
  [['Peru'], '604', 'PE'],
  [['Poland'], '616', 'PL'],
  [['Portugal'], '620', 'PT'],
  [['Russia', 'Russian Federation'], '643', 'RU'],
  [['Vietnam', 'Viet Nam'], '704', 'VN'],
  [['South Africa'], '710', 'ZA'],
  [['Spain'], '724', 'ES'],
  [['Sweden'], '752', 'SE'],
  [['Switzerland'], '756', 'CH'],
  [['Turkey', 'Türkiye'], '792', 'TR'],
  [['Egypt'], '818', 'EG'],
  [['United Kingdom', 'UK', 'Great Britain'], '826', 'GB'],
  [['United States', 'United States of America', 'USA', 'US'], '840', 'US'],
]

export interface CountryCode {
  /** The table's own name for it, whichever of its names was given ('United States' for 'USA'). */
  country: string
  /** ISO 3166-1 numeric, three digits ('076'). */
  id: string
  /** ISO 3166-1 alpha-2 ('BR'). */
  alpha2: string
}

// Looked up without regard to case or surrounding spaces: a user typed ' usa ' means the United States.
const byName = new Map(COUNTRIES.flatMap(([names, id, alpha2]) => names.map((name) => [name.toLowerCase(), { country: names[0]!, id, alpha2 }] as const)))

/** The codes of a country a user's row names, or undefined for an empty or unknown name. */
export function countryCodeOf(name: string): CountryCode | undefined {
  return byName.get(name.trim().toLowerCase())
}
