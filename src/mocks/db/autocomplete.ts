import type { AutocompleteItem } from '@/api/contract'
import { numberedName } from './scenarios'

/**
 * The cities where Vantage has customers, the most customers first: the rank is the position in
 * this list. Written as the data is (in English), city and country, so a search finds either.
 */
const CITIES = [
  'San Francisco, United States', 'New York, United States', 'London, United Kingdom', 'San Diego, United States',
  'Berlin, Germany', 'Toronto, Canada', 'Seattle, United States', 'Austin, United States', 'Paris, France',
  'Lisbon, Portugal', 'Amsterdam, Netherlands', 'Chicago, United States', 'Boston, United States', 'Sydney, Australia',
  'Munich, Germany', 'Dublin, Ireland', 'Stockholm, Sweden', 'Bengaluru, India', 'Singapore, Singapore', 'Tokyo, Japan',
  'Manchester, United Kingdom', 'Barcelona, Spain', 'Los Angeles, United States', 'Vancouver, Canada',
  'Melbourne, Australia', 'Madrid, Spain', 'Copenhagen, Denmark', 'Denver, United States', 'Zurich, Switzerland',
  'São Paulo, Brazil', 'Mexico City, Mexico', 'Tel Aviv, Israel', 'Montreal, Canada', 'Milan, Italy', 'Hamburg, Germany',
  'Oslo, Norway', 'Helsinki, Finland', 'Vienna, Austria', 'Warsaw, Poland', 'Prague, Czechia', 'Edinburgh, United Kingdom',
  'Atlanta, United States', 'Portland, United States', 'Miami, United States', 'Washington, United States',
  'Philadelphia, United States', 'Porto, Portugal', 'Brussels, Belgium', 'Lyon, France', 'Rotterdam, Netherlands',
  'Seoul, South Korea', 'Auckland, New Zealand', 'Cape Town, South Africa', 'Lagos, Nigeria', 'Nairobi, Kenya',
  'Buenos Aires, Argentina', 'Santiago, Chile', 'Bogotá, Colombia', 'Lima, Peru', 'Mumbai, India', 'Hyderabad, India',
  'Pune, India', 'Dubai, United Arab Emirates', 'Istanbul, Türkiye', 'Athens, Greece', 'Budapest, Hungary',
  'Bucharest, Romania', 'Kraków, Poland', 'Tallinn, Estonia', 'Riga, Latvia', 'Vilnius, Lithuania', 'Gothenburg, Sweden',
  'Aarhus, Denmark', 'Bergen, Norway', 'Geneva, Switzerland', 'Frankfurt, Germany', 'Cologne, Germany',
  'Stuttgart, Germany', 'Rome, Italy', 'Turin, Italy', 'Valencia, Spain', 'Seville, Spain', 'Marseille, France',
  'Bordeaux, France', 'Bristol, United Kingdom', 'Leeds, United Kingdom', 'Glasgow, United Kingdom', 'Cork, Ireland',
  'Ottawa, Canada', 'Calgary, Canada', 'San Jose, United States', 'Salt Lake City, United States',
  'Minneapolis, United States', 'Nashville, United States', 'Raleigh, United States', 'Pittsburgh, United States',
  'Brisbane, Australia', 'Perth, Australia', 'Osaka, Japan', 'Busan, South Korea',
]

/** The 100 autocomplete demo items. */
export function seedAutocompleteItems(): AutocompleteItem[] {
  return CITIES.map((title, index) => ({ id: index + 1, title, rank: index + 1 }))
}

/** Copy `n` of an item, for the large scenarios (./scenarios.ts): "Lyon, France 2", ranked by its new id as the seed's are. */
export function copyAutocompleteItem(item: AutocompleteItem, n: number): AutocompleteItem {
  return { ...item, title: numberedName(item.title, n), rank: item.id }
}
