/**
 * The request as the public site received it. Behind a proxy that ends TLS, the server sees
 * `http://internal:3000/...` while browsers send `Origin: https://site`; React Router refuses
 * form posts whose Origin differs from the request's, so pages get the public origin (SITE_URL).
 */
export function publicRequest(request: Request, publicOrigin: string | null): Request {
  if (!publicOrigin) return request;
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`${publicOrigin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    redirect: request.redirect,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
