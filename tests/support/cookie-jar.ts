/** The cookies a browser would keep from a series of responses (name=value only; enough for tests). */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(pattern: RegExp): boolean {
    return [...this.cookies.keys()].some((k) => pattern.test(k));
  }
}
