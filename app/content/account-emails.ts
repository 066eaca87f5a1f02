import { site } from "./site";

/** Copy of the emails an account sends: confirming the address, resetting the password, a sign-in code, a test. */
export const accountEmails = {
  confirm: {
    subject: `Confirm your ${site.name} account`,
    preview: "One click and your account is ready.",
    heading: "Confirm your email",
    lines: (name: string) => [`Hi ${name},`, `Confirm this address to finish creating your ${site.name} account. The link works for one hour.`],
    action: "Confirm my email",
    reason: `You received this email because someone created a ${site.name} account with this address. If it wasn't you, ignore it: nothing happens without the click.`,
  },
  reset: {
    subject: `Reset your ${site.name} password`,
    preview: "Choose a new password. The link works for one hour.",
    heading: "Reset your password",
    lines: () => ["Someone asked to reset the password of this account. Choose a new one with the link below; it works for one hour."],
    action: "Choose a new password",
    reason: "You received this email because a password reset was asked for this address. If it wasn't you, ignore it: your password stays as it is.",
  },
  signInCode: {
    subject: (code: string) => `${code} is your ${site.name} sign-in code`,
    preview: "It works for 10 minutes.",
    heading: "Your sign-in code",
    lines: (code: string) => [`Enter this code to sign in: ${code}`, "It works for 10 minutes. Never share it: nobody from our team will ask for it."],
    reason: "You received this email because a sign-in code was asked for this address. If it wasn't you, ignore it.",
  },
  test: {
    subject: `Test email from ${site.name}`,
    preview: "If you can read this, email works.",
    heading: "This is a test email",
    lines: (sentBy: string) => [`${sentBy} sent this from the team's test email page to check that email reaches inboxes.`, "Nothing else to do."],
    reason: `You received this email because a ${site.name} admin sent a test to this address.`,
  },
} as const;
