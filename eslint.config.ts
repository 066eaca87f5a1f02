import { readdirSync } from "node:fs";
import js from "@eslint/js";
import type { Linter } from "eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import localRules from "./lint/no-import-circle";

/** Components (and the city page's sections, which are components) may not reach the server. */
const SERVER_ONLY = { group: ["*.server", "~/db/*"], message: "Components must not import server-only code." };
/** The top-level server/ folder mounts the app; the app never reaches back up into it. */
const SERVER_FOLDER = { regex: "^(\\.\\./)+server(/|$)", message: "app/ never imports server/: the HTTP kit for route modules is app/lib/http/." };
/** Code below the features (app/lib, app/db, app/components, app/content) never reaches up into one. */
const BELOW_FEATURES_MESSAGE = "app/lib, app/db, app/components and app/content sit below the features: move what they share into app/domain, app/lib or app/components.";
const NO_FEATURES = [
  { group: ["~/features", "~/features/*"], message: BELOW_FEATURES_MESSAGE },
  { regex: "^(\\.\\./)+features(/|$)", message: BELOW_FEATURES_MESSAGE },
];
const COMPONENT_FILES = ["app/**/components/**/*.tsx"];
const SECTION_FILES = ["app/features/city-page/sections/**/*.{ts,tsx}"];
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];

/**
 * A feature imports another feature only through that feature's public entry points, listed here
 * (paths under `~/features/`, without extension). Anything else is the other feature's internals:
 * move a shared type to the owning feature's `types.ts` (or to `app/domain`, `app/lib`) rather than
 * adding a deep import here. Route modules (`app/routes/`) and `server/` may import any feature, and
 * tests may reach into other features for fixtures (seeding the catalog, setting seats).
 */
const PUBLIC_ENTRY_POINTS = [
  // catalog: its types and the reads every seller of an event shares
  // (the one way to load an event, its offers, seats and tiers).
  "catalog/types",
  "catalog/priced-tiers",
  "catalog/catalog.server",
  // catalog: the chat assistant reads what a city page shows (its early bird) and rebuilds its
  // answers when the page cache's catalog version moves.
  // email: queueing, rendering a feature's own email (its context, the account emails), the worker's
  // type, and the kit each feature builds its own templates from (in its emails/ folder).
  "email/types",
  "email/email.server",
  "email/templates/kit",
  // sms: queueing a text (the account codes), as email's enqueue.
  "sms/enqueue-sms.server",
  // checkout: the order as a buyer sees it (its confirmation email renders it).
  "checkout/confirmation/types",
  // checkout: links to an order by its unguessable reference (the account page lists the buyer's orders).
  "checkout/orders/order-links",
  // checkout: the test card's form schema (subscriptions take the same card).
  "checkout/test-card-schema",
  // subscriptions: a monthly tier card's action (city and program pages) leads to its subscription checkout.
  "subscriptions/components/subscribe-link",
  // subscriptions: the Stripe webhook hands it the events about subscriptions (invoices, the subscription's changes).
  "subscriptions/handle-stripe-subscription-event.server",
  // payments: its one public entry (payments.server.ts): the providers and their contract, refunds,
  // credits, the provider's money events, the free month's code; orders, checkout and event-changes call it.
  "payments/payments.server",
  // checkout: what payments acts through (a refund's notice, and the order's attention items).
  "checkout/checkout.server",
  // cart: the provider and the controls a city page places on its tier cards.
  "cart/components/cart-provider",
  "cart/components/tier-cart-action",
  "cart/components/cart-summary",
  "cart/components/upgrade-offer-dialog",
  // cart: what checkout builds an order on (the quote, its request schema and types, the stored cart).
  "cart/quote-cart.server",
  "cart/quote-schema",
  "cart/types",
  "cart/cart-storage",
  // cart: the words for the quote's refusals, which checkout repeats when it prices an order.
  "cart/cart-copy",
  // cart: the status its API answers a refused cart with (checkout answers the same cart the same way).
  "cart/cart.routes.server",
  // waitlist: the seats it holds for people (checkout and quotes honour its offers).
  "waitlist/waitlist.server",
  // Forms' schemas and types, and the forms other pages embed.
  "auditions/audition-schema",
  "checkout/orders/checkout-schema",
  "auditions/components/audition-provider",
  "applications/application-schemas",
  "applications/record-application.server",
  "applications/components/application-form",
  "waitlist/components/waitlist-form",
  "faq/components/faq",
  // discount-codes: a scholarship granted from the inbox issues one single-use code in its reply's transaction.
  "discount-codes/create-discount-code.server",
  // auth: who is asking, and the auth instance other features' operations use.
  "auth/auth.server",
  // admin: the audit log every admin change is written to.
  "admin/record-audit.server",
  // recovery: an order placed through a reminder's link names its kept checkout, and its payment marks it recovered.
  "recovery/recovery.server",
  // auth: the JSON API's admin guard (the admin API and the payment verification lookup).
  // email: the outbox list the admin API answers with.
  // event-changes: its emails go through the shared templates, and its saves through the editor's version lock
  // (a cancelled event's refunds and a date change's credits go through payments).
  "events-admin/lock-event-version.server",
  // offer-access: every way to buy an offer sold only to a list checks it the same way (cart quote,
  // order, subscription, upgrade link), with the address the buyer proved through the signed link's
  // cookie; the cart shows the form that asks for that link.
  "offer-access/offer-access.server",
  "offer-access/components/offer-access-form",
  // offer-access: the cart's checks of one offer, for the subscription checkout.
  "offer-access/offer-sale-refusal",
  // reminders: the week-before and day-before emails show the order as its confirmation does (the
  // order's view, each ticket's QR code, the calendar file) through their shared template.
  "checkout/confirmation/build-order-calendar",
  "checkout/confirmation/emails/order-confirmation",
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `~/features/<other>/...` from inside `app/features/<feature>/`, unless it is a public entry point. */
function otherFeatureInternals(feature: string) {
  const allowed = PUBLIC_ENTRY_POINTS.map(escapeRegExp).join("|");
  return {
    regex: `^~/features/(?!${escapeRegExp(feature)}/)(?!(?:${allowed})$)`,
    message: `A feature imports another feature only through its public entry points (PUBLIC_ENTRY_POINTS in eslint.config.ts).`,
  };
}

const restrict = (patterns: object[]): Linter.RulesRecord => ({ "no-restricted-imports": ["error", { patterns: [SERVER_FOLDER, ...patterns] }] });

/**
 * One block per feature folder: the cross-feature rule for its code, plus the server-only rule for
 * its components and sections. The two share one rule (no-restricted-imports), and a later block
 * replaces an earlier block's options, so each block carries every pattern its files need.
 */
function featureBoundaries() {
  const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    // Components' and sections' tests: server-only code stays out.
    { files: [...COMPONENT_FILES, ...SECTION_FILES], rules: restrict([SERVER_ONLY]) },
    ...features.flatMap((feature) => {
      const own = `app/features/${feature}`;
      const ui = [`${own}/**/components/**/*.tsx`, ...SECTION_FILES.filter((glob) => glob.startsWith(`${own}/`))];
      return [
        { files: [`${own}/**/*.{ts,tsx}`], ignores: TEST_FILES, rules: restrict([otherFeatureInternals(feature)]) },
        { files: ui, ignores: TEST_FILES, rules: restrict([SERVER_ONLY, otherFeatureInternals(feature)]) },
      ];
    }),
  ];
}

export default tseslint.config(
  { ignores: ["build/", ".builds/", ".react-router/", "node_modules/", "data/", "drizzle/", "artifacts/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, local: localRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No file reaches itself through its imports (lint/no-import-circle.ts).
      "local/no-import-circle": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  // Everything under app/ (the blocks below repeat this pattern: a later block replaces the rule's options).
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [SERVER_FOLDER] }] } },
  {
    // Domain logic is pure: no UI, no framework, no database.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "react-router", "@react-router/*"], message: "Domain logic has no UI." },
            { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "~/db/*"], message: "Domain logic has no database." },
            { group: ["~/features/*", "~/components/*"], message: "Domain logic depends on nothing above it." },
            SERVER_FOLDER,
          ],
        },
      ],
    },
  },
  ...featureBoundaries(),
  // Below the features, tests included: shared code and copy import no feature.
  { files: ["app/lib/**/*.{ts,tsx}", "app/db/**/*.ts", "app/content/**/*.{ts,tsx}"], rules: restrict(NO_FEATURES) },
  // Shared components also stay off the server: their data comes through props.
  { files: ["app/components/**/*.{ts,tsx}"], rules: restrict([SERVER_ONLY, ...NO_FEATURES]) },
);
