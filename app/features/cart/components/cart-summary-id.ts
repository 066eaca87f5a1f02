/** The id of the cart's summary panel (its title's id adds `-title`): the page's links to the cart point at it. */
export const CART_SUMMARY_ID = "cart-summary";
