import { UserRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";

/** Under the mentorship programs: what one-on-one mentorship is and how to ask for a session. */
export function PrivateMentorshipDialog() {
  const copy = pricingCopy.privateMentorship;
  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(copy.subject)}`;
  return (
    <p data-private-mentorship className="mt-8 flex flex-wrap items-center justify-center gap-x-2 text-center text-neutral-300">
      {copy.prompt}
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="link" size="none" className="px-1 py-1 text-sm">
            <UserRound aria-hidden className="size-4" />
            {copy.button}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
          <ul className="mt-5 list-disc space-y-1 pl-5 text-neutral-200">
            {copy.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="mt-5 text-neutral-300">{copy.how}</p>
          <Button asChild className="mt-6">
            <a href={mailto}>{copy.contact}</a>
          </Button>
        </DialogContent>
      </Dialog>
    </p>
  );
}
