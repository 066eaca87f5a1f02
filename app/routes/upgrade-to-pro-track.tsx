import type { Route } from "./+types/upgrade-to-pro-track";
import { site } from "~/content/site";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { UpgradeRequestForm } from "~/features/checkout/upgrades/components/upgrade-request-form";

const copy = ticketUpgradeCopy.request;

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "description", content: copy.metaDescription }];
}

/** Ask for a ticket's upgrade link: emailed to the order's own address, never shown here. */
export default function UpgradeToProTrackRoute(_: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-200">{copy.intro}</p>
      <UpgradeRequestForm />
    </section>
  );
}
