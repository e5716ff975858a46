// 9b. CPU per operation: each operation of the virtual users alone, a few requests at a time, and
// the CPU each part of the product spent per answer. The virtual users' run (9) says how much the
// whole mix costs per served page; this says which page it is, and in which part (gateway, API or
// database), so the next saving can be aimed.
import { Pool } from "undici";
import { cpuSeconds, postgresCpuSeconds, type Service } from "./services";
import type { UserOperation } from "./users";

export type OperationCost = {
  label: string;
  /** CPU ms per answer of each part, in the order of `parts`. */
  ms: number[];
  total: number;
};

export async function operationCosts(options: {
  gatewayUrl: string;
  token: string;
  operations: readonly UserOperation[];
  processes: readonly Service[];
  /** Also count the machine's PostgreSQL server processes. */
  postgres: boolean;
  /** Only the backends of this database (and the server's own processes). */
  postgresDatabase?: string;
  /** Measured requests per operation, after a tenth as many not counted. */
  requests: number;
  /** Requests in flight at once: enough to keep both sides busy, far from overload. */
  concurrency: number;
}): Promise<{ parts: string[]; costs: OperationCost[] }> {
  const parts = [
    ...options.processes.map((p) => ({ name: p.name, read: () => cpuSeconds(p.pid) ?? 0 })),
    ...(options.postgres
      ? [{ name: "PostgreSQL", read: () => postgresCpuSeconds(options.postgresDatabase) }]
      : []),
  ];
  const pool = new Pool(options.gatewayUrl, { connections: options.concurrency });
  const headers = { authorization: `Bearer ${options.token}`, "content-type": "application/json" };
  const send = async (body: string) => {
    const res = await pool.request({ path: "/graphql", method: "POST", headers, body });
    const text = await res.body.text();
    if (res.statusCode !== 200 || text.includes('"errors"'))
      throw new Error(`operation failed (HTTP ${res.statusCode}): ${text.slice(0, 300)}`);
  };
  const run = async (operation: UserOperation, count: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < count) {
          const i = next++;
          await send(operation.bodies[i % operation.bodies.length]!);
        }
      }),
    );
  };
  const costs: OperationCost[] = [];
  try {
    for (const operation of options.operations) {
      await run(operation, Math.max(5, Math.round(options.requests / 10)));
      const from = parts.map((p) => p.read());
      await run(operation, options.requests);
      const ms = parts.map((p, i) => ((p.read() - from[i]!) * 1000) / options.requests);
      costs.push({ label: operation.label, ms, total: ms.reduce((a, b) => a + b, 0) });
    }
  } finally {
    await pool.close();
  }
  return { parts: parts.map((p) => p.name), costs };
}
