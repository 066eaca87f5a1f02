import type { ReactNode } from "react";
import { emailTheme } from "./theme";

/** Building blocks for template bodies; each has a plain-text twin in text-blocks.ts. */

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <h1 style={{ margin: "0 0 16px", fontSize: 22, lineHeight: "28px", fontWeight: 700, color: emailTheme.ink }}>
      {children}
    </h1>
  );
}

export function EmailParagraph({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return <p style={{ margin: "0 0 16px", fontWeight: strong ? 700 : 400 }}>{children}</p>;
}

export interface EmailField {
  label: string;
  value: string;
}

/** Label/value pairs stacked, so long values stay readable on a narrow phone screen. */
export function EmailFields({ fields }: { fields: EmailField[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 16px" }}>
      <tbody>
        {fields.map((field, index) => (
          <tr key={index}>
            <td style={{ padding: "0 0 12px" }}>
              <div style={{ fontSize: 13, lineHeight: "18px", color: emailTheme.muted }}>{field.label}</div>
              <div style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{field.value}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EmailList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p style={{ margin: "0 0 8px", fontWeight: 700 }}>{title}</p>
      <ul style={{ margin: "0 0 16px", paddingLeft: 22 }}>
        {items.map((item, index) => (
          <li key={index} style={{ margin: "0 0 6px" }}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface EmailLinkTarget {
  label: string;
  url: string;
}

/** Only http(s) links become anchors; anything else is shown as text and never made clickable. */
export function EmailLink({ label, url }: EmailLinkTarget) {
  if (!isWebUrl(url)) return <>{`${label}: ${url}`}</>;
  return (
    <a href={url} style={{ color: emailTheme.link, textDecoration: "underline" }}>
      {label}
    </a>
  );
}

export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
