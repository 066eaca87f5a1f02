/**
 * Names people use for the state, province or country after the comma in an event's city name
 * ('Buford, GA'), so "Buford, Georgia" and "anything in Texas?" find the catalog's events.
 * Geography, not catalog data: the events themselves always come from the database.
 */
export const REGION_NAMES: Readonly<Record<string, readonly string[]>> = {
  AL: ["alabama"],
  AK: ["alaska"],
  AZ: ["arizona"],
  AR: ["arkansas"],
  CA: ["california", "cali"],
  CO: ["colorado"],
  CT: ["connecticut"],
  DE: ["delaware"],
  DC: ["washington dc", "district of columbia", "washington d c"],
  FL: ["florida"],
  GA: ["georgia"],
  HI: ["hawaii"],
  ID: ["idaho"],
  IL: ["illinois"],
  IN: ["indiana"],
  IA: ["iowa"],
  KS: ["kansas"],
  KY: ["kentucky"],
  LA: ["louisiana"],
  ME: ["maine"],
  MD: ["maryland"],
  MA: ["massachusetts", "mass"],
  MI: ["michigan"],
  MN: ["minnesota"],
  MS: ["mississippi"],
  MO: ["missouri"],
  MT: ["montana"],
  NE: ["nebraska"],
  NV: ["nevada"],
  NH: ["new hampshire"],
  NJ: ["new jersey"],
  NM: ["new mexico"],
  NY: ["new york"],
  NC: ["north carolina"],
  ND: ["north dakota"],
  OH: ["ohio"],
  OK: ["oklahoma"],
  OR: ["oregon"],
  PA: ["pennsylvania"],
  RI: ["rhode island"],
  SC: ["south carolina"],
  SD: ["south dakota"],
  TN: ["tennessee"],
  TX: ["texas"],
  UT: ["utah"],
  VT: ["vermont"],
  VA: ["virginia"],
  WA: ["washington", "washington state"],
  WV: ["west virginia"],
  WI: ["wisconsin"],
  WY: ["wyoming"],
  AB: ["alberta", "canada", "canadian"],
  BC: ["british columbia", "canada", "canadian"],
  MB: ["manitoba", "canada", "canadian"],
  NB: ["new brunswick", "canada", "canadian"],
  NL: ["newfoundland", "canada", "canadian"],
  NS: ["nova scotia", "canada", "canadian"],
  ON: ["ontario", "canada", "canadian"],
  PE: ["prince edward island", "canada", "canadian"],
  QC: ["quebec", "canada", "canadian"],
  SK: ["saskatchewan", "canada", "canadian"],
  // Our one European country: "anything in Europe?" finds its events.
  UK: ["united kingdom", "england", "britain", "great britain", "gb", "scotland", "wales", "europe", "british", "english", "european"],
};

/** How a region is written in a reply: 'Texas', 'New York', 'District of Columbia'. */
export function regionDisplayName(code: string): string {
  const name = REGION_NAMES[code]?.[0];
  if (!name) return code;
  return name
    .split(" ")
    .map((w, i) => (i > 0 && (w === "of" || w === "and") ? w : w === code.toLowerCase() ? code : `${w[0]?.toUpperCase() ?? ""}${w.slice(1)}`))
    .join(" ");
}

/**
 * Short names people use for big places ("NYC", "Philly"), with the region they are in. Geography,
 * not catalog data: they only let the assistant say it has no date there and list the region's events.
 * `capitalsOnly` names are everyday words in lowercase ("la").
 */
export const PLACE_NICKNAMES: Readonly<Record<string, { name: string; region: string; capitalsOnly?: boolean }>> = {
  nyc: { name: "New York City", region: "NY" },
  sf: { name: "San Francisco", region: "CA", capitalsOnly: true },
  philly: { name: "Philadelphia", region: "PA" },
  vegas: { name: "Las Vegas", region: "NV" },
  nola: { name: "New Orleans", region: "LA" },
  la: { name: "Los Angeles", region: "CA", capitalsOnly: true },
  socal: { name: "Southern California", region: "CA" },
  "bay area": { name: "San Francisco Bay Area", region: "CA" },
  norcal: { name: "Northern California", region: "CA" },
};

/** Small words inside place names ("Los Angeles", "Salt Lake City", "St. Louis"): part of a name, never one alone. */
export const PLACE_NAME_JOINERS: ReadonlySet<string> = new Set(["los", "las", "el", "la", "le", "de", "del", "des", "du", "st", "ste", "mt", "ft", "pt", "santa", "san"]);

/**
 * Two-letter codes that are also everyday words or common abbreviations ("in", "or", "me"): typed in
 * lowercase on their own they are words, so they count as a region only in capitals or right after a city.
 */
export const AMBIGUOUS_REGION_CODES: ReadonlySet<string> = new Set([
  "al", "ar", "co", "de", "hi", "ia", "id", "in", "ks", "la", "ma", "md", "me", "mi", "mo", "ms", "mt", "nd", "ne", "ok", "oh", "on", "or", "pa", "pe", "sc", "ut", "ab", "gb",
]);

/** Abbreviations in place names and the words they stand for ("Mt. Juliet" is also "Mount Juliet"). */
export const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  mt: "mount",
  st: "saint",
  ft: "fort",
  pt: "port",
};

/** Words of multi-word place names too general to name a place alone ("springs", "falls"). */
export const GENERIC_PLACE_WORDS: ReadonlySet<string> = new Set([
  "new", "san", "saint", "mount", "fort", "port", "springs", "spring", "falls", "city", "beach", "lake", "park", "haven", "valley", "hills", "heights", "north", "south", "east", "west", "sandy", "grand", "little", "great", "town", "village",
]);
