import type { Country } from '#shared/limits.ts';

/**
 * The words of the three demo location pages (issue 13: the pages are content now, and these are
 * what a first start fills them with). The page's small heading is `heading`.
 */
export interface DemoLocationText {
  heading: string;
  /** One sentence under the hero title. */
  intro: string;
  /** 3 to 5 paragraphs for producers (SPEC.md section 2). */
  paragraphs: string[];
  facts: { label: string; value: string }[];
}

export const demoLocationTexts: Record<Country, DemoLocationText> = {
  Ukraine: {
    heading: 'shooting in',
    intro:
      'Baroque old towns, Soviet modernism, Black Sea light and the Carpathians, served by crews with two decades of international work.',
    paragraphs: [
      "Ukraine packs a continent of looks into one country. Kyiv doubles for Paris boulevards, Berlin courtyards and Cold War Moscow; Lviv gives you cobbled Central European streets; Odesa has its sweeping stairs, sea-facing villas and port cranes; and the Carpathians offer pine forests, wooden churches and alpine meadows within a day's drive.",
      'Our Kyiv crews have served commercials for global brands as well as international features and series. Heads of department work in English, rental houses stock current ARRI, RED and Sony camera packages with full grip and lighting, and stages with green and blue screens are available in the city.',
      'Costs stay well below Western European levels. Crew day rates, locations, catering and accommodation usually come in at a fraction of the same shoot in Prague or Budapest, and we budget in euros or dollars so there are no surprises.',
      'We plan every production around current conditions. Our producers work with security advisers, choose regions with stable conditions, arrange permits, insurance and equipment imports, and keep contingency days in the schedule.',
    ],
    facts: [
      { label: 'Our office', value: 'Kyiv' },
      { label: 'Looks', value: 'Old towns, Soviet modernism, sea, mountains' },
      { label: 'Best light', value: 'April to October' },
    ],
  },
  Georgia: {
    heading: 'shooting in',
    intro:
      'Caucasus peaks, semi-desert, subtropical coast and the layered streets of Tbilisi, with a 20-25% tax rebate.',
    paragraphs: [
      'Georgia fits snow-capped Caucasus ranges, vineyards, cliff monasteries, the David Gareja semi-desert and a subtropical Black Sea coast into a country you can cross in a day. In Tbilisi, balconied old-town houses, Soviet brutalism and glass towers stand within walking distance of each other.',
      'Productions with budgets above 100K euros qualify for a tax rebate of 20-25% on money spent in Georgia. We prepare the application, track eligible costs through the shoot and handle the reporting, so the rebate reaches your budget.',
      'Georgian crews are used to international service work: English-speaking heads of department, rental houses in Tbilisi with modern camera, grip and lighting packages, and art departments that build fast on local rates.',
      'Logistics are simple. Citizens of many countries enter without a visa, direct flights connect Tbilisi and Kutaisi with major European hubs, and permits for most public locations are issued within days.',
      'Long, sunny seasons and short distances between locations mean fewer company moves and more shooting hours in a day, which is where much of the saving comes from.',
    ],
    facts: [
      { label: 'Our office', value: 'Tbilisi' },
      { label: 'Rebate', value: '20-25% above 100K euros' },
      { label: 'Best light', value: 'March to November' },
    ],
  },
  Kazakhstan: {
    heading: 'shooting in',
    intro:
      'Endless steppe, red canyons, Tian Shan glaciers and the futurist skyline of Astana, on a scale few countries can offer.',
    paragraphs: [
      "Kazakhstan is the world's ninth-largest country and it looks it: the red walls of Charyn Canyon, the singing dunes of Altyn-Emel, the mountain lakes of Kolsai and Kaindy, and steppe running to the horizon in every direction.",
      'Almaty, home of our office, sits at the foot of the Tian Shan: you can shoot on a glacier in the morning and on the Soviet modernist boulevards of the city in the evening. Astana adds bold contemporary architecture for futurist and science fiction looks.',
      'Almaty crews have grown with a busy local film and advertising industry. Camera and lighting packages, drones, picture vehicles, and horses with experienced handlers are all close at hand.',
      'Crew, accommodation and transport costs are among the lowest in the region. We arrange permits and border-zone access, plan long company moves and run camp logistics for remote locations.',
    ],
    facts: [
      { label: 'Our office', value: 'Almaty' },
      { label: 'Looks', value: 'Steppe, canyons, mountains, modern cities' },
      { label: 'Best light', value: 'May to October' },
    ],
  },
};
