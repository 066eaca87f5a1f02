import { Agent, request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

/**
 * A deploy's SIGTERM under a burst (issue 38): every request the server accepted is answered, none
 * is cut off; requests sent after it stopped listening are refused (a new process takes them), and
 * the process exits 0 once its open requests are done.
 */
describe("a deploy's SIGTERM during a burst", () => {
  let server: RunningServer | undefined;
  afterAll(async () => server?.stop());

  it("answers every request it accepted, refuses new connections, and exits 0", async () => {
    server = await startServer({ LOG_LEVEL: "info" }, { captureOutput: true });
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    // A reset on a connection opened after the signal is a connect racing the listener's close (the
    // kernel had completed it, the server never took it): not accepted, like a refused one. A request on
    // a connection the server had already accepted (reused) must never be cut.
    const send = (path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${server!.url}${path}`, { method: body ? "POST" : "GET", agent, headers: body ? { "content-type": "application/json", origin: server!.url } : {} }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        });
        req.on("error", (error: NodeJS.ErrnoException) => reject(Object.assign(error, { newConnectionAfterSignal: signalled && !req.reusedSocket })));
        req.end(body);
      });
    const outcomes = { answered: 0, serverErrors: 0, refused: 0, cutOff: [] as string[] };
    let signalled = false;
    let stopAt = Number.POSITIVE_INFINITY;
    const quote = JSON.stringify({ eventSlug: "boston", items: [{ tierKey: "core", quantity: 1 }] });

    const loop = async (i: number) => {
      while (Date.now() < stopAt) {
        try {
          const status = i % 2 === 0 ? await send("/api/cart/quote", quote) : await send("/healthz");
          if (status >= 500) outcomes.serverErrors++;
          else outcomes.answered++;
        } catch (error) {
          const code = (error as { code?: string }).code ?? (error as Error).message;
          // Refused: the listener is closed (or closing), so the request never reached this process.
          if (code === "ECONNREFUSED" || (code === "ECONNRESET" && (error as { newConnectionAfterSignal?: boolean }).newConnectionAfterSignal)) {
            outcomes.refused++;
            await new Promise((r) => setTimeout(r, 20));
          } else outcomes.cutOff.push(code);
        }
      }
    };
    const loops = Array.from({ length: 32 }, (_, i) => loop(i));
    // Under way: the burst has been answered for a while (a busy machine answers fewer a second).
    for (let waited = 0; outcomes.answered < 40 && waited < 20_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const answeredBefore = outcomes.answered;
    const exited = new Promise<number | null>((resolve) => server!.process!.once("exit", (code) => resolve(code)));
    signalled = true;
    server.process!.kill("SIGTERM");
    const exitCode = await exited;
    stopAt = Date.now() + 500;
    await Promise.all(loops);
    agent.destroy();

    expect(answeredBefore).toBeGreaterThanOrEqual(40);
    expect(outcomes.cutOff, JSON.stringify(outcomes)).toEqual([]);
    expect(outcomes.serverErrors).toBe(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(exitCode).toBe(0);
    expect(server.output().join("\n")).toContain("stopped");
  });
});
