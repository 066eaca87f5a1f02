/**
 * Where a credit works (decision 0045): in the currency it was paid in, at any city or date priced in
 * that currency. The cart refuses it elsewhere (cart-copy's credit_wrong_currency), so every page and
 * email that promises a credit says this too.
 */
export const CREDIT_CURRENCY_NOTE = "A credit stays in the currency you paid in and works for any city or date priced in that currency.";
