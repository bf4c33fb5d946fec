/** The three offices. Placeholder details: replace with the company's real ones before launch. */
export interface Office {
  id: string;
  city: string;
  country: string;
  address: string[];
  phones: string[];
  emails: string[];
  /** Latitude, longitude of the entrance, for the map. */
  position: [number, number];
}

export const offices: Office[] = [
  {
    id: 'kyiv',
    city: 'Kyiv',
    country: 'Ukraine',
    address: ['14 Yaroslaviv Val St, office 5', 'Kyiv 01054, Ukraine'],
    phones: ['+380 44 390 21 75', '+380 67 218 40 19'],
    emails: ['kyiv@borderless.example'],
    position: [50.45136, 30.50824],
  },
  {
    id: 'tbilisi',
    city: 'Tbilisi',
    country: 'Georgia',
    address: ['22 Kote Afkhazi St, 2nd floor', 'Tbilisi 0105, Georgia'],
    phones: ['+995 32 219 48 60', '+995 599 41 27 83'],
    emails: ['tbilisi@borderless.example'],
    position: [41.69205, 44.80584],
  },
  {
    id: 'almaty',
    city: 'Almaty',
    country: 'Kazakhstan',
    address: ['85 Dostyk Ave, office 304', 'Almaty 050010, Kazakhstan'],
    phones: ['+7 727 356 12 84', '+7 701 742 63 05'],
    emails: ['almaty@borderless.example'],
    position: [43.24447, 76.95707],
  },
];
