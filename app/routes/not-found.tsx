import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { cityPageCopy } from "~/content/city-page";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${cityPageCopy.notFound.title} | Callboard` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
