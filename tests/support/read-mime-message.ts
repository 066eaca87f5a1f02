export interface MimeMessage {
  /** Unfolded header block. */
  headers: string;
  text: string;
  html: string;
}

/** Just enough MIME to read nodemailer's multipart/alternative output in tests (no mailparser here). */
export function readMimeMessage(raw: string): MimeMessage {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const message: MimeMessage = { headers, text: "", html: "" };
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitHeaders(part.replace(/^\r\n/, ""));
    const decoded = decode(partBody, /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1] ?? "7bit");
    if (/content-type:\s*text\/html/i.test(partHeaders)) message.html = decoded;
    else if (/content-type:\s*text\/plain/i.test(partHeaders)) message.text = decoded;
  }
  return message;
}

function splitHeaders(source: string): { headers: string; body: string } {
  const end = source.indexOf("\r\n\r\n");
  const headers = end === -1 ? source : source.slice(0, end);
  return { headers: headers.replace(/\r\n[ \t]+/g, " "), body: end === -1 ? "" : source.slice(end + 4) };
}

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const bytes = body
        .replace(/=\r\n/g, "")
        .split(/(=[0-9A-F]{2})/i)
        .flatMap((piece) =>
          /^=[0-9A-F]{2}$/i.test(piece) ? [parseInt(piece.slice(1), 16)] : [...Buffer.from(piece, "utf8")],
        );
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return body;
  }
}
