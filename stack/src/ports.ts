import net from 'node:net';

export interface EmulatorPort {
  name: string;
  host: string;
  port: number;
}

/** Resolves true when nothing listens on host:port (so an emulator can bind it). */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

export async function busyPorts(ports: EmulatorPort[]): Promise<EmulatorPort[]> {
  const checks = await Promise.all(
    ports.map(async (p) => ({ p, free: await isPortFree(p.host, p.port) })),
  );
  return checks.filter((c) => !c.free).map((c) => c.p);
}
