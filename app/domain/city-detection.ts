/** The city a visitor shops in (spec section 4): moving to another city clears what was stored for the last one. Cities are data here. */

/** A different city from the one stored: stored city, cart, checkout and registration data are cleared. */
export function mustClearForCity(pathCity: string | null, storedCity: string | null): boolean {
  return pathCity !== null && storedCity !== null && pathCity !== storedCity;
}
