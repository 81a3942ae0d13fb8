import net from 'node:net';

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const addr = srv.address();
      const got = typeof addr === 'object' && addr !== null ? addr.port : null;
      srv.close(() => resolve(got));
    });
  });
}

/** A free port P whose neighbour P+1 is free too (identity front + emulator). */
export async function freePortPair(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const p = await tryListen(0);
    if (p !== null && p < 65535 && (await tryListen(p + 1)) !== null) return p;
  }
  throw new Error('No free port pair');
}
