/** Which city a visitor is shopping in (spec section 4, "City detection order"). Cities are data here. */

export const VIRTUAL_CITY = "virtual";

export interface CityDetectionInput {
  pathname: string;
  /** Event slugs that have a page. */
  knownSlugs: ReadonlySet<string>;
  /** Path markers of the virtual programs (data, e.g. the program pages' paths). */
  virtualPathMarkers: readonly string[];
  /** A city the visitor chose explicitly and that was stored. */
  explicitChoice?: string | null;
  /** A city's display name, e.g. 'Buford, GA'. */
  providedCityName?: string | null;
  savedCity?: string | null;
  /** Cities never inferred from a name or a saved value. */
  notInferred: readonly string[];
  slugForName: (name: string) => string | null;
  defaultCity: string;
}

/** A single-segment, lower-case path naming a known city. */
export function cityFromPath(pathname: string, knownSlugs: ReadonlySet<string>): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  const segment = match?.[1];
  if (!segment || segment !== segment.toLowerCase()) return null;
  return knownSlugs.has(segment) ? segment : null;
}

export function detectCity(input: CityDetectionInput): string {
  const { knownSlugs, notInferred } = input;
  if (input.virtualPathMarkers.some((marker) => input.pathname.includes(marker))) return VIRTUAL_CITY;
  const fromPath = cityFromPath(input.pathname, knownSlugs);
  if (fromPath) return fromPath;
  if (input.explicitChoice && knownSlugs.has(input.explicitChoice)) return input.explicitChoice;
  const named = input.providedCityName ? input.slugForName(input.providedCityName) : null;
  if (named && knownSlugs.has(named) && !notInferred.includes(named)) return named;
  if (input.savedCity && knownSlugs.has(input.savedCity) && !notInferred.includes(input.savedCity)) return input.savedCity;
  return input.defaultCity;
}

/** A different city from the one stored: stored city, cart, checkout and registration data are cleared. */
export function mustClearForCity(pathCity: string | null, storedCity: string | null): boolean {
  return pathCity !== null && storedCity !== null && pathCity !== storedCity;
}
