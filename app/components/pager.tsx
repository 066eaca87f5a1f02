import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";

export interface PagerLabels {
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
}

/** Previous / next links for a paged admin list; keeps the page's other search parameters. */
export function Pager({ page, pages, labels }: { page: number; pages: number; labels: PagerLabels }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const withPage = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  return (
    <nav aria-label={labels.page(page, pages)} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Button asChild variant="outline">
          <Link to={withPage(page - 1)} rel="prev">{labels.previous}</Link>
        </Button>
      )}
      <span aria-current="page">{labels.page(page, pages)}</span>
      {page < pages && (
        <Button asChild variant="outline">
          <Link to={withPage(page + 1)} rel="next">{labels.next}</Link>
        </Button>
      )}
    </nav>
  );
}
