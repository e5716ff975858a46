// A free TCP port for the emulator and the other test or temporary services. Its own module:
// nothing of the emulator, only exported from emulator.ts where the stacks already import it.
import { createServer } from "node:net";

/**
 * A TCP port that was free a moment ago on `host` (for tests and temp stacks). It is picked at
 * random below the kernel's range of ephemeral ports (Linux 32768–60999, macOS and Windows from
 * 49152), so that no outgoing connection of another process takes it before the caller listens
 * on it; a port the kernel chose (port 0) could be handed out again as a connection's source port.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FREE_PORT_RANGE.from + Math.floor(Math.random() * FREE_PORT_RANGE.size);
    if (await canListen(port, host)) return port;
  }
  return listenOnce(0, host);
}

const FREE_PORT_RANGE = { from: 20_000, size: 12_000 };

const canListen = (port: number, host: string) =>
  listenOnce(port, host).then(
    () => true,
    () => false,
  );

function listenOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}
