import type { AutocompleteItem } from '@/api/contract'
import { numberedName } from './scenarios'

/** Well-known films, best first: the rank is the position in this list. */
const FILMS = [
  'The Shawshank Redemption', 'The Godfather', 'The Dark Knight', 'The Godfather Part II', '12 Angry Men',
  "Schindler's List", 'The Lord of the Rings: The Return of the King', 'Pulp Fiction',
  'The Lord of the Rings: The Fellowship of the Ring', 'The Good, the Bad and the Ugly',
  'Forrest Gump', 'Fight Club', 'Inception', 'The Lord of the Rings: The Two Towers',
  'Star Wars: Episode V - The Empire Strikes Back', 'The Matrix', 'Goodfellas', "One Flew Over the Cuckoo's Nest",
  'Seven Samurai', 'Se7en', 'City of God', 'The Silence of the Lambs', "It's a Wonderful Life", 'Life Is Beautiful',
  'Saving Private Ryan', 'Spirited Away', 'The Green Mile', 'Interstellar', 'Parasite', 'Léon: The Professional',
  'The Usual Suspects', 'Harakiri', 'The Lion King', 'Back to the Future', 'The Pianist', 'Terminator 2: Judgment Day',
  'American History X', 'Modern Times', 'Psycho', 'Gladiator', 'City Lights', 'The Departed', 'The Intouchables',
  'Whiplash', 'The Prestige', 'Grave of the Fireflies', 'Once Upon a Time in the West', 'Casablanca',
  'Cinema Paradiso', 'Rear Window', 'Alien', 'Apocalypse Now', 'Memento', 'Raiders of the Lost Ark', 'Django Unchained',
  'The Lives of Others', 'Paths of Glory', 'WALL·E', 'Sunset Boulevard', 'The Shining', 'The Great Dictator',
  'Witness for the Prosecution', 'Aliens', 'American Beauty', 'Dr. Strangelove', 'Oldboy', 'Princess Mononoke',
  'Amadeus', 'Toy Story', 'Braveheart', 'Das Boot', 'Reservoir Dogs', 'Good Will Hunting', 'Requiem for a Dream',
  'Vertigo', 'Citizen Kane', 'Your Name', 'M', 'North by Northwest', "Singin' in the Rain", 'Bicycle Thieves',
  'The Kid', 'Lawrence of Arabia', 'A Clockwork Orange', 'Eternal Sunshine of the Spotless Mind', 'Amélie',
  '2001: A Space Odyssey', 'Taxi Driver', 'Double Indemnity', 'Full Metal Jacket', 'Metropolis', 'The Apartment',
  'The Sting', 'Snatch', 'Scarface', 'For a Few Dollars More', 'Up', 'L.A. Confidential', 'Heat', 'Rashomon',
]

/** The 100 autocomplete demo items. */
export function seedAutocompleteItems(): AutocompleteItem[] {
  return FILMS.map((title, index) => ({ id: index + 1, title, rank: index + 1 }))
}

/** Copy `n` of an item, for the large scenarios (./scenarios.ts): "Heat 2", ranked by its new id as the seed's are. */
export function copyAutocompleteItem(item: AutocompleteItem, n: number): AutocompleteItem {
  return { ...item, title: numberedName(item.title, n), rank: item.id }
}
