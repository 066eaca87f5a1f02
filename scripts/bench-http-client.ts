/**
 * A lean HTTP/1.1 client for load generators that run on the machine they measure: one kept-alive
 * socket, one request at a time, requests written as one prebuilt string and answers parsed only as
 * far as status, length and body. node:http's client costs several times more CPU per request, which
 * on two shared cores is taken from the server being measured.
 */
import net from "node:net";
import { performance } from "node:perf_hooks";

export interface Answer {
  status: number;
  text: string;
  elapsed: number;
}

export class BenchConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: Answer) => void; reject: (e: Error) => void; started: number } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs: number,
  ) {}

  post(path: string, payload: string, headers: Record<string, string>): Promise<Answer> {
    if (this.waiting) return Promise.reject(new Error("one request at a time per connection"));
    const head = [`POST ${path} HTTP/1.1`, `Host: ${this.host}:${this.port}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(payload)}`];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    const bytes = `${head.join("\r\n")}\r\n\r\n${payload}`;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting = { resolve, reject, started: performance.now() };
      this.timer = setTimeout(() => this.fail(new Error(`no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
      this.open().write(bytes);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    this.buffer = Buffer.alloc(0);
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.readAnswer();
    });
    socket.on("error", (err) => this.fail(err));
    socket.on("close", () => {
      if (this.socket === socket) this.socket = null;
      this.fail(new Error("connection closed before the answer"));
    });
    this.socket = socket;
    return socket;
  }

  private readAnswer(): void {
    if (!this.waiting) return;
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString("latin1");
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: Buffer;
    let used: number;
    if (length) {
      const size = Number(length[1]);
      if (this.buffer.length < end + 4 + size) return;
      body = this.buffer.subarray(end + 4, end + 4 + size);
      used = end + 4 + size;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const chunks: Buffer[] = [];
      let at = end + 4;
      for (;;) {
        const lineEnd = this.buffer.indexOf("\r\n", at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString("latin1"), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          used = lineEnd + 4;
          break;
        }
        chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      this.fail(new Error(`an answer with neither a length nor chunks: ${head.split("\r\n")[0]}`));
      return;
    }
    this.buffer = this.buffer.subarray(used);
    const waiting = this.waiting;
    this.waiting = null;
    clearTimeout(this.timer);
    if (/\r\nconnection:\s*close/i.test(head)) this.close();
    waiting.resolve({ status, text: body.toString("utf8"), elapsed: performance.now() - waiting.started });
  }

  private fail(err: Error): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(this.timer);
    this.close();
    waiting.reject(err);
  }
}
