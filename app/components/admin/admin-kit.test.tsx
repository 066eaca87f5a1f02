import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CheckedForm } from "./checked-form";
import { ConfirmDialog, isConfirmed } from "./confirm-dialog";
import { DataTable, pageOf, tableCsv, type DataColumn } from "./data-table";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { DateRangeRows, EventRow, FilterOutcome } from "./filter-rows";
import { FormRow } from "./form-row";
import { MoneyCell } from "./money-cell";
import { OutboxList } from "./outbox-list";
import { AdminPage } from "./page-shell";
import { formatTimeCell, TimeCell } from "./time-cell";

/** Rendered as the server does, inside a data router (links, forms and `?page=` need one). */
function render(node: ReactNode, url = "/admin/list"): string {
  const router = createMemoryRouter([{ path: "/admin/list", Component: () => <>{node}</> }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />);
}

interface Row {
  number: string;
  buyer: string;
  totalMinor: number;
  placed: string;
}
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ number: `CB-${String(i + 1).padStart(4, "0")}`, buyer: i === 0 ? 'Dana "DJ" Reyes, Jr.' : `Buyer ${i + 1}`, totalMinor: 16800 + i, placed: "2025-09-01T19:00:00.000Z" }));
const columns: DataColumn<Row>[] = [
  { key: "number", header: "Order", cell: (r) => r.number, csv: (r) => r.number, rowHeader: true },
  { key: "buyer", header: "Buyer", cell: (r) => r.buyer, csv: (r) => r.buyer },
  { key: "total", header: "Total", cell: (r) => <MoneyCell amountMinor={r.totalMinor} currency="USD" />, csv: (r) => r.totalMinor / 100, align: "end" },
  { key: "placed", header: "Placed", cell: (r) => <TimeCell at={r.placed} timeZone="America/Los_Angeles" /> },
];
const labels = { page: (page: number, pages: number) => `Page ${page} of ${pages}`, previous: "Previous", next: "Next" };

describe("DataTable", () => {
  it("draws a captioned table with column and row headers, money and times in the team's zone", () => {
    const html = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.number} empty="No orders" />);
    expect(html).toContain('<caption id="orders-caption" class="sr-only">Orders</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Order<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Total<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>CB-0001<\/th>/);
    expect(html).toContain("$168");
    expect(html).toContain('<time dateTime="2025-09-01T19:00:00.000Z"');
    expect(html).toContain("2025-09-01 12:00 PDT");
    expect(html).toContain('role="region"');
    expect(html).toContain('tabindex="0"');
    expect(html).not.toContain("No orders");
  });

  it("says the empty state instead of drawing an empty table", () => {
    const html = render(<DataTable id="orders" caption="Orders" columns={columns} rows={[]} rowKey={(r) => r.number} empty="No orders match." csv={{ label: "Download CSV", fileName: "orders.csv" }} />);
    expect(html).toContain("No orders match.");
    expect(html).toContain("data-empty-state");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("Download CSV");
  });

  it("cuts the rows into pages by ?page= and links the next and previous pages", () => {
    const first = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.number} empty="-" paging={{ pageSize: 10, labels }} />);
    expect(first).toContain("CB-0010");
    expect(first).not.toContain("CB-0011");
    expect(first).toContain("Page 1 of 3");
    expect(first).toContain('href="/admin/list?page=2"');
    expect(first).not.toContain('rel="prev"');

    const last = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.number} empty="-" paging={{ pageSize: 10, labels }} />, "/admin/list?status=paid&page=3");
    expect(last).toContain("CB-0021");
    expect(last).toContain("CB-0025");
    expect(last).not.toContain("CB-0020");
    expect(last).toContain("Page 3 of 3");
    expect(last).toContain('href="/admin/list?status=paid&amp;page=2"');
    expect(last).not.toContain('rel="next"');
  });

  it("shows the server's page and no pager for a single page", () => {
    const html = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows.slice(0, 3)} rowKey={(r) => r.number} empty="-" paging={{ page: 2, pages: 4, labels }} />);
    expect(html).toContain("Page 2 of 4");
    const single = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows.slice(0, 3)} rowKey={(r) => r.number} empty="-" paging={{ pageSize: 10, labels }} />);
    expect(single).not.toContain("Page 1 of 1");
  });

  it("offers every row as a CSV download, or links the loader's CSV route", () => {
    const html = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.number} empty="-" paging={{ pageSize: 10, labels }} csv={{ label: "Download CSV", fileName: "orders.csv" }} />);
    const href = /href="(data:text\/csv[^"]*)" download="orders.csv"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const csv = decodeURIComponent((href ?? "").replaceAll("&amp;", "&").slice("data:text/csv;charset=utf-8,".length));
    expect(csv).toBe(tableCsv(columns, rows));
    expect(csv.split("\r\n")).toHaveLength(27);

    const linked = render(<DataTable id="orders" caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.number} empty="-" csv={{ label: "Download CSV", href: "/admin/orders.csv?status=paid" }} />);
    expect(linked).toContain('href="/admin/orders.csv?status=paid" download=""');
  });
});

describe("tableCsv", () => {
  it("writes the columns that have a CSV value, quoted as RFC 4180 says, numbers as numbers", () => {
    expect(tableCsv(columns, rows.slice(0, 2))).toBe('\uFEFFOrder,Buyer,Total\r\nCB-0001,"Dana ""DJ"" Reyes, Jr.",168\r\nCB-0002,Buyer 2,168.01\r\n');
  });
});

describe("pageOf", () => {
  it("falls back to the first page for a page out of range or not a number", () => {
    expect(pageOf(rows, 10, "9").page).toBe(1);
    expect(pageOf(rows, 10, "abc").page).toBe(1);
    expect(pageOf(rows, 10, null).rows).toHaveLength(10);
    expect(pageOf([], 10, "1")).toEqual({ rows: [], page: 1, pages: 1 });
  });
});

describe("cells", () => {
  it("formats money through the domain, a foreign currency with its code", () => {
    expect(renderToString(<MoneyCell amountMinor={-500} currency="GBP" />)).toContain("-£5");
    expect(renderToString(<MoneyCell amountMinor={1250} currency="EUR" />)).toContain("EUR 12.50");
    expect(renderToString(<MoneyCell amountMinor={null} currency="USD" />)).toBe("");
  });

  it("writes an instant in the team's zone, UTC when none is given, and a stand-in when missing", () => {
    expect(formatTimeCell("2025-12-01T17:05:00Z", "America/New_York")).toBe("2025-12-01 12:05 EST");
    expect(formatTimeCell(new Date("2025-09-01T19:00:00Z"))).toBe("2025-09-01 19:00 UTC");
    expect(formatTimeCell("not a date")).toBeNull();
    expect(renderToString(<TimeCell at={null} none="Not sent" />)).toContain("Not sent");
  });
});

describe("page shell, filter bar, form row, empty state", () => {
  it("draws the back link, one title, actions and intro", () => {
    const html = render(
      <AdminPage title="Orders" intro="Every order." back={{ to: "/admin", label: "Back office" }} actions={<a href="/x">New</a>}>
        <p>body</p>
      </AdminPage>,
    );
    expect(html).toContain('href="/admin"');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Every order.");
    expect(html).toContain('href="/x"');
    expect(html).toContain("<p>body</p>");
  });

  it("is a GET search form with apply, clear and its fields labelled", () => {
    const html = render(
      <FilterBar applyLabel="Apply" clear={{ to: "/admin/list", label: "Clear" }}>
        <FormRow id="f-status" label="Status" hint="Paid or pending" error="Pick one">
          {(control) => <select name="status" {...control} />}
        </FormRow>
      </FilterBar>,
    );
    expect(html).toMatch(/<form role="search"[^>]*method="get"/);
    expect(html).toContain('<label for="f-status"');
    expect(html).toContain('id="f-status"');
    expect(html).toContain('aria-describedby="f-status-error f-status-hint"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(">Apply</button>");
    expect(html).toContain(">Clear</a>");
  });

  it("says the empty state with its way on", () => {
    const html = renderToString(<EmptyState action={<a href="/admin/list">Clear the filters</a>}>Nothing yet.</EmptyState>);
    expect(html).toContain("Nothing yet.");
    expect(html).toContain("Clear the filters");
  });
});

describe("CheckedForm", () => {
  it("says the action's refusal above a post form the browser checks, and hands its field errors to the fields", () => {
    const schema = z.object({ name: z.string().min(1) });
    const html = render(
      <CheckedForm schema={schema} values={(form) => Object.fromEntries(form)} refusal={{ message: "That name is taken.", errors: { name: "Taken" } }} fixFieldsMessage="Fix the fields" busy={false} className="mt-6">
        {(errors) => <input name="name" aria-label="Name" data-error={errors.name} />}
      </CheckedForm>,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>That name is taken.<\/p><form[^>]*method="post"/);
    expect(html).toMatch(/<form[^>]*noValidate=""|<form[^>]*novalidate=""/);
    expect(html).toContain('data-error="Taken"');
    expect(html).not.toContain("Fix the fields");
  });
});

describe("ConfirmDialog", () => {
  it("asks with a box to tick before the page is interactive, and the action checks confirm=yes", () => {
    const html = renderToString(<ConfirmDialog formId="f" label="Send" busy={false} busyLabel="Sending…" title="Send to 12?" description="Twelve people are emailed." confirmLabel="Send to 12" cancelLabel="Keep" checkboxLabel="I mean to email 12 people" error="Tick the box first" />);
    expect(html).toMatch(/<input type="checkbox" required=""[^>]*name="confirm" value="yes"/);
    expect(html).toContain("I mean to email 12 people");
    expect(html).toContain("Tick the box first");
    expect(isConfirmed({ confirm: "yes" })).toBe(true);
    const form = new FormData();
    expect(isConfirmed(form)).toBe(false);
    form.set("confirm", "yes");
    expect(isConfirmed(form)).toBe(true);
  });

  it("names its button for the row it acts on when the text alone does not", () => {
    const html = renderToString(<ConfirmDialog formId="r1" label="Remove" ariaLabel="Remove ada@example.com from the team" variant="outline" busy={false} busyLabel="Remove" title="Remove?" description="Gone." confirmLabel="Remove" cancelLabel="Keep" checkboxLabel="Yes" />);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*aria-label="Remove ada@example.com from the team"[^>]*>Remove<\/button>/);
  });
});

describe("filter rows and the outbox list", () => {
  it("keeps the chosen event and days from the URL, and ties the query's complaint to the end day", () => {
    const html = render(
      <FilterBar applyLabel="Show">
        <EventRow id="x-event" label="Event" allLabel="All events" choices={[{ id: 7, label: "Hartford · Sep 1" }]} value="7" />
        <DateRangeRows idPrefix="x" fromLabel="From" toLabel="Until" error="The end is before the start." />
      </FilterBar>,
      "/admin/list?from=2025-09-01&to=2025-08-01",
    );
    expect(html).toMatch(/<select[^>]*name="event"/);
    expect(html).toMatch(/<option value="7" selected="">Hartford · Sep 1<\/option>/);
    expect(html).toMatch(/<input id="x-from"[^>]*name="from" value="2025-09-01"/);
    expect(html).toMatch(/<input id="x-to" aria-describedby="x-error" aria-invalid="true"[^>]*name="to" value="2025-08-01"/);
    const outcome = renderToString(<FilterOutcome idPrefix="x" error="The end is before the start." count="3 orders" />);
    expect(outcome).toContain('id="x-error" role="alert"');
    expect(outcome).toContain('role="status"');
    expect(renderToString(<FilterOutcome idPrefix="x" error={null} count="3 orders" />)).not.toContain("alert");
  });
  it("lists messages with their problems, the status filter and the count", () => {
    const words = { statusLabel: "Status", allStatuses: "All statuses", filter: "Show", count: (n: number, limit: number) => `${n} of at most ${limit}`, tableCaption: "Texts" };
    const html = render(
      <OutboxList
        id="texts"
        words={words}
        selectId="texts-status"
        statusLabel={(s) => s.toUpperCase()}
        query={{ statuses: ["sent", "held"], status: "held", problems: ["Unknown status."], limit: 100 }}
        columns={[{ key: "to", header: "To", cell: (r: { to: string }) => r.to, rowHeader: true }]}
        rows={[{ to: "+18605550123" }]}
        rowKey={(r) => r.to}
      />,
    );
    expect(html).toContain("Unknown status.");
    expect(html).toMatch(/<option value="held" selected="">HELD<\/option>/);
    expect(html).toContain("1 of at most 100");
    expect(html).toMatch(/<th scope="row"[^>]*>\+18605550123<\/th>/);
  });
});
