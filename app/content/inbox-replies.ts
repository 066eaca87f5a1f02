/**
 * The inbox's reply templates as they start out. The team edits them on /admin/inbox/templates (its
 * wording is kept in the database and wins); these are the words until then. `{name}` is the sender's
 * name, `{event}` the event or opportunity the item is for, `{code}` a scholarship's discount code.
 * A blank line starts a new paragraph.
 */
export const defaultReplyTemplates = {
  callback_invitation: {
    label: "Callback invitation",
    subject: "You're invited to a callback",
    body: "Hi {name},\n\nThank you for what you sent us for {event}. Our casting team would like to see more of you, and we are inviting you to a callback.\n\nWe will send the time and place in a separate email. If you have any questions, reply to this email.\n\nSee you soon,\nThe Callboard team",
  },
  scholarship_granted: {
    label: "Scholarship granted",
    subject: "Your scholarship is granted",
    body: "Hi {name},\n\nCongratulations: your scholarship application has been granted.\n\nYour personal code is {code}. Type it in the promo code field of your cart when you book; it is good for one booking.\n\nWe look forward to dancing with you,\nThe Callboard team",
  },
  scholarship_declined: {
    label: "Scholarship declined",
    subject: "About your scholarship application",
    body: "Hi {name},\n\nThank you for applying for a scholarship. We received many strong applications and we are not able to offer you one this time.\n\nWe hope to see you in class, and we would love to hear from you again next season.\n\nThe Callboard team",
  },
  thank_you: {
    label: "Thank you",
    subject: "Thank you from the Callboard team",
    body: "Hi {name},\n\nThank you for what you sent us. Our team has read it carefully, and we will be in touch if anything comes up that suits you.\n\nThe Callboard team",
  },
} as const;
