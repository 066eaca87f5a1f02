import { Link } from "react-router";
import { cityPageCopy } from "~/content/city-page";
import { Button } from "./ui/button";

export function NotFound() {
  const copy = cityPageCopy.notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="text-7xl font-black text-spot-400" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-lg text-neutral-300">{copy.text}</p>
      <Button asChild className="mt-10">
        <Link to="/">{copy.returnHome}</Link>
      </Button>
    </section>
  );
}
