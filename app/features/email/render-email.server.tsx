import { renderToStaticMarkup } from "react-dom/server";
import { EmailLayout, layoutText } from "./templates/layout";
import type { EmailBrand, EmailTemplate, RenderedEmail } from "./types";

/** Render a template to a complete HTML document and its hand-written plain-text twin. */
export function renderEmail<Props extends object>(
  template: EmailTemplate<Props>,
  props: Props,
  brand: EmailBrand,
): RenderedEmail {
  const subject = oneLine(template.subject(props));
  const reason = template.reason(props);
  const { Component } = template;
  const body = renderToStaticMarkup(
    <EmailLayout brand={brand} preview={template.preview(props)} reason={reason}>
      <Component {...props} />
    </EmailLayout>,
  );
  return {
    template: template.name,
    subject,
    html: htmlDocument(subject, body),
    text: layoutText(template.toText(props), { brand, reason }),
  };
}

function htmlDocument(title: string, body: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    // Dark-mode clients otherwise invert the colours unpredictably.
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(title)}</title>`,
    "</head>",
    '<body style="margin:0;padding:0;background-color:#f4f3f7;">',
    body,
    "</body>",
    "</html>",
  ].join("\n");
}

/** Subjects come partly from user input: one line, no header folding tricks, bounded length. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim().slice(0, 200);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
