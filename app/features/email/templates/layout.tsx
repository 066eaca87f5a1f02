import type { ReactNode } from "react";
import type { EmailBrand } from "../types";
import { emailTheme } from "./theme";

interface EmailLayoutProps {
  brand: EmailBrand;
  preview: string;
  reason: string;
  children: ReactNode;
}

/** The branded frame: header, a card at most 600px wide, and a footer saying who wrote and why. */
export function EmailLayout({ brand, preview, reason, children }: EmailLayoutProps) {
  return (
    <>
      {/* Inbox preview text: hidden in the message itself. */}
      <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0, fontSize: 1, lineHeight: "1px" }}>
        {preview}
      </div>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{ backgroundColor: emailTheme.page, fontFamily: emailTheme.font }}
      >
        <tbody>
          <tr>
            <td align="center" style={{ padding: "24px 12px" }}>
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                border={0}
                style={{ width: "100%", maxWidth: 600, backgroundColor: emailTheme.card, borderRadius: 8 }}
              >
                <tbody>
                  <tr>
                    <td
                      style={{
                        padding: "24px 28px 14px",
                        borderBottom: `4px solid ${emailTheme.spot}`,
                        fontFamily: emailTheme.font,
                        fontSize: 24,
                        lineHeight: "30px",
                        fontWeight: 800,
                        letterSpacing: "0.5px",
                        color: emailTheme.ink,
                      }}
                    >
                      Callboard
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        padding: "24px 28px 8px",
                        fontFamily: emailTheme.font,
                        fontSize: 16,
                        lineHeight: "24px",
                        color: emailTheme.ink,
                      }}
                    >
                      {children}
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        padding: "16px 28px 24px",
                        borderTop: `1px solid ${emailTheme.rule}`,
                        fontFamily: emailTheme.font,
                        fontSize: 13,
                        lineHeight: "20px",
                        color: emailTheme.muted,
                      }}
                    >
                      <p style={{ margin: "0 0 8px" }}>{reason}</p>
                      <p style={{ margin: "0 0 8px" }}>
                        Questions? Reply to this email or write to{" "}
                        <a href={`mailto:${brand.contactEmail}`} style={{ color: emailTheme.link }}>
                          {brand.contactEmail}
                        </a>
                        .
                      </p>
                      <p style={{ margin: 0 }}>
                        <a href={brand.siteUrl} style={{ color: emailTheme.link }}>
                          {displayHost(brand.siteUrl)}
                        </a>
                      </p>
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The same frame in plain text. */
export function layoutText(body: string, { brand, reason }: { brand: EmailBrand; reason: string }): string {
  return [
    "CALLBOARD",
    "",
    body.trim(),
    "",
    "--",
    reason,
    `Questions? Reply to this email or write to ${brand.contactEmail}.`,
    brand.siteUrl,
    "",
  ].join("\n");
}

function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
