/** The words of the demo site: a plausible film production company with offices in Kyiv, Tbilisi and Almaty. */

export const demoVideoCategories = ['Commercials', 'Music videos', 'Documentaries'] as const;
export const demoPhotoCategories = ['Georgia', 'Behind the scenes'] as const;

export interface DemoVideo {
  url: string;
  caption: string;
  category: (typeof demoVideoCategories)[number];
  director: string;
  pop: string;
  production: string;
  palette: 'dusk' | 'night' | 'steppe' | 'mountain' | 'city' | 'sea';
}

export const demoVideos: DemoVideo[] = [
  { url: 'https://vimeo.com/76979871', caption: 'Northern Lights Airline — Arrival', category: 'Commercials', director: 'Olena Kovalenko', pop: 'Dmytro Sydorenko', production: 'Borderless Films', palette: 'night' },
  { url: 'https://vimeo.com/22439234', caption: 'The Mountain Road', category: 'Documentaries', director: 'Giorgi Beridze', pop: 'Nika Tsiklauri', production: 'Borderless Films', palette: 'mountain' },
  { url: 'https://vimeo.com/1084537', caption: 'Bright Morning Juice — Orchard', category: 'Commercials', director: 'Aigerim Sadykova', pop: 'Timur Akhmetov', production: 'Borderless Films Almaty', palette: 'dusk' },
  { url: 'https://vimeo.com/59777392', caption: 'Steppe Echo — Single "Horizon"', category: 'Music videos', director: 'Daniyar Nurlanov', pop: 'Timur Akhmetov', production: 'Borderless Films Almaty', palette: 'steppe' },
  { url: 'https://vimeo.com/90509568', caption: 'Kyiv After Dark', category: 'Documentaries', director: 'Olena Kovalenko', pop: 'Andriy Melnyk', production: 'Borderless Films', palette: 'city' },
  { url: 'https://vimeo.com/286898202', caption: 'Velta Motors — Black Sea Coastline', category: 'Commercials', director: 'Maksym Bondar', pop: 'Dmytro Sydorenko', production: 'Borderless Films', palette: 'sea' },
  { url: 'https://vimeo.com/336812660', caption: 'Kalo — "Tbilisi Nights"', category: 'Music videos', director: 'Ana Kapanadze', pop: 'Nika Tsiklauri', production: 'Borderless Films Tbilisi', palette: 'night' },
  { url: 'https://vimeo.com/148751763', caption: 'Salt Lake Harvest', category: 'Documentaries', director: 'Aigerim Sadykova', pop: 'Yerlan Seitkali', production: 'Borderless Films Almaty', palette: 'steppe' },
  { url: 'https://vimeo.com/253989945', caption: 'Mono Bank — Everyday Heroes', category: 'Commercials', director: 'Maksym Bondar', pop: 'Andriy Melnyk', production: 'Borderless Films', palette: 'city' },
  { url: 'https://vimeo.com/357274789', caption: 'Svaneti Towers — Live Session', category: 'Music videos', director: 'Giorgi Beridze', pop: 'Levan Chkheidze', production: 'Borderless Films Tbilisi', palette: 'mountain' },
  { url: 'https://vimeo.com/183526093', caption: 'Carpathian Wool — Made by Hand', category: 'Commercials', director: 'Olena Kovalenko', pop: 'Dmytro Sydorenko', production: 'Borderless Films', palette: 'dusk' },
  { url: 'https://vimeo.com/115783408', caption: 'Dombra Sessions — "Wind"', category: 'Music videos', director: 'Daniyar Nurlanov', pop: 'Yerlan Seitkali', production: 'Borderless Films Almaty', palette: 'sea' },
];

export interface DemoSlide {
  caption: string;
  text: string;
  transparency: number;
  /** Index into demoVideos of the video the slide opens, if any. */
  video?: number;
  palette: DemoVideo['palette'];
}

export const demoSlides: DemoSlide[] = [
  { caption: 'Northern Lights Airline', text: 'Client: Northern Lights Airline', transparency: 20, video: 0, palette: 'night' },
  { caption: 'The Mountain Road', text: 'Client: Georgian National Tourism Administration', transparency: 30, video: 1, palette: 'mountain' },
  { caption: 'Velta Motors', text: 'Client: Velta Motors', transparency: 25, palette: 'sea' },
  { caption: 'Steppe Echo', text: 'Client: Qazaq Records', transparency: 35, video: 3, palette: 'steppe' },
];

export interface DemoPhoto {
  caption: string;
  text: string;
  category: 'Ukraine' | (typeof demoPhotoCategories)[number];
  palette: DemoVideo['palette'];
}

type Palette = DemoVideo['palette'];
const cycle = (palettes: Palette[], i: number): Palette => palettes[i % palettes.length] ?? 'dusk';

const ukraine = ['Carpathian ridge at dawn', 'Sunflower fields, Poltava', 'Podil rooftops', 'Dnipro embankment', 'Lviv old town', 'Salt lakes, Kherson', 'Odesa stairs at night', 'Sofiyivka park'];
const georgia = ['Gergeti Trinity Church', 'Ushguli towers', 'Old Tbilisi balconies', 'Kakheti vineyards', 'Batumi boulevard', 'Martvili canyon'];
const bts = ['Crane shot setup', 'Night exterior lighting', 'Drone team, Charyn canyon', 'Grip truck, Almaty', 'Rehearsal on set', 'Colour grading suite'];

export const demoPhotos: DemoPhoto[] = [
  ...ukraine.map((caption, i) => ({ caption, text: 'Location scout, Ukraine', category: 'Ukraine' as const, palette: cycle(['mountain', 'steppe', 'city', 'sea'], i) })),
  ...georgia.map((caption, i) => ({ caption, text: 'Location scout, Georgia', category: 'Georgia' as const, palette: cycle(['mountain', 'dusk', 'city'], i) })),
  ...bts.map((caption, i) => ({ caption, text: 'On set with our crew', category: 'Behind the scenes' as const, palette: cycle(['night', 'dusk', 'steppe'], i) })),
];

export const demoTeam = [
  { caption: 'Olena Kovalenko', text: 'Founder, Executive Producer', description: 'Fifteen years of commercials and documentaries across Eastern Europe; runs the Kyiv office.', instagram: 'olena.kovalenko', email: 'olena@borderless.example' },
  { caption: 'Giorgi Beridze', text: 'Head of Production, Tbilisi', description: 'Knows every mountain road in Georgia and the people who can close it for a morning.', instagram: 'giorgi.beridze', email: 'giorgi@borderless.example' },
  { caption: 'Aigerim Sadykova', text: 'Head of Production, Almaty', description: 'Brings international crews to the steppe, the canyons and the Tian Shan.', instagram: 'aigerim.sadykova', email: 'aigerim@borderless.example' },
  { caption: 'Dmytro Sydorenko', text: 'Director of Photography', description: 'Shoots on large format; happiest at blue hour.', instagram: 'dmytro.dop', email: 'dmytro@borderless.example' },
  { caption: 'Ana Kapanadze', text: 'Director', description: 'Music videos and fashion films with a documentary eye.', instagram: 'ana.kapanadze', email: 'ana@borderless.example' },
  { caption: 'Timur Akhmetov', text: 'Line Producer', description: 'Budgets, permits, rebates and the schedule that holds them together.', instagram: 'timur.akhmetov', email: 'timur@borderless.example' },
];

export const demoPartners = ['Northern Lights', 'Velta Motors', 'Qazaq Records', 'Mono Bank', 'Kalo Music', 'Bright Morning', 'Carpathian Wool', 'Silk Road Air'];

export const demoAboutUs = {
  text: 'We are a film production company with offices in Kyiv, Tbilisi and Almaty. We produce commercials, music videos and documentaries, and we service international productions shooting in Ukraine, Georgia and Kazakhstan.',
  text_extra: 'From the first scout to the final grade, one team carries your project: local producers who know the permits, crews who have worked with the world’s best, and locations most of the world has not yet seen on screen.',
};
