/** /acting-for-dancers-confirmation: its title. What the page says about the sessions is the program's data (its page configuration's `onlineAccess`), shown by the order confirmation. */
export const actingForDancersConfirmation = {
  title: "You're in: Acting for Dancers",
};
