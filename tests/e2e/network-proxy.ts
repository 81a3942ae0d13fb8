import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP proxy the browser sends everything through (loopback included, see
 * fixtures.ts), so a test can cut the network for real: `setOffline` alone does not reach a
 * dedicated worker's or a service worker's requests in Chromium. Unplugged, it closes every
 * open connection and refuses new ones, as a pulled cable would.
 */
export class NetworkProxy {
  private readonly server: http.Server;
  private readonly sockets = new Set<net.Socket>();
  private plugged = true;
  private address = '';
  /** Requests and tunnels forwarded so far (tests check the browser really goes through here). */
  forwarded = 0;

  constructor() {
    this.server = http.createServer((req, res) => this.forward(req, res));
    this.server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => this.tunnel(req, client, head));
    this.server.on('connection', (socket: net.Socket) => {
      if (!this.plugged) {
        socket.destroy();
        return;
      }
      this.track(socket);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.address = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The proxy's address for `--proxy-server`, once started. */
  get url(): string {
    return this.address;
  }

  get isPlugged(): boolean {
    return this.plugged;
  }

  /** Cuts every open connection and refuses new ones until `plug`. */
  unplug(): void {
    this.plugged = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  plug(): void {
    this.plugged = true;
  }

  async stop(): Promise<void> {
    this.unplug();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    // A peer reset while unplugged is the point of the exercise, not a failure of the test.
    socket.on('error', () => socket.destroy());
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.forwarded += 1;
    const target = new URL(req.url ?? '/');
    const upstream = http.request(
      // agent: false, a connection of its own per request: a pooled keep-alive socket would be
      // shared with other proxies (another test's cable), and cut by their unplug.
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('socket', (s) => this.track(s));
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }

  private tunnel(req: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    this.forwarded += 1;
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    this.track(upstream);
    upstream.on('error', () => client.destroy());
  }
}
