import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { answeringRequests, trackRequestsInFlight } from "./requests-in-flight.server";

const waiting: Array<(response: ServerResponse) => void> = [];
const server = createServer((_request, response) => waiting.shift()?.(response));
trackRequestsInFlight(server);
const listening = new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)));
const nextRequest = () => new Promise<ServerResponse>((resolve) => waiting.push(resolve));
// The server hears of a finished response or a gone client through events of its own: wait for
// them (a loaded machine took more than a fixed 30 ms), and fail if they never come.
const noneInFlight = () => vi.waitFor(() => expect(answeringRequests()).toBe(false), { timeout: 5_000, interval: 10 });

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("requests in flight", () => {
  it("counts a request from its arrival until its response is finished", async () => {
    const url = await listening;
    expect(answeringRequests()).toBe(false);
    const arrived = nextRequest();
    const answered = fetch(url).then((r) => r.text());
    const response = await arrived;
    expect(answeringRequests()).toBe(true);
    response.end("done");
    expect(await answered).toBe("done");
    await noneInFlight();
  });

  it("stops counting a request whose client went away", async () => {
    const url = await listening;
    const arrived = nextRequest();
    const client = new AbortController();
    const gone = fetch(url, { signal: client.signal }).catch(() => "aborted");
    await arrived;
    expect(answeringRequests()).toBe(true);
    client.abort();
    expect(await gone).toBe("aborted");
    await noneInFlight();
  });
});
