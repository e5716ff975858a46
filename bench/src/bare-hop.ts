// bench 5's floor: the least a gateway hop can do, as a process of its own like the gateway.
// node:http takes the POST, parses its JSON body, makes the one REST call the gateway makes for
// the targets page (undici, keep-alive, the caller's token), parses the answer and sends it back
// re-serialised. No GraphQL, no Fastify, no log: what any gateway pays before its own work.
// Started by targets-page-section.ts with API_URL, HOP_PATH and PORT; GET /readyz answers at once.
import { createServer } from "node:http";
import { Agent, request } from "undici";

const apiUrl = process.env.API_URL!;
const path = process.env.HOP_PATH!;
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    if (req.url === "/readyz") return void res.end("ok");
    JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    void request(apiUrl + path, {
      dispatcher: agent,
      headers: { accept: "application/json", authorization: req.headers.authorization ?? "" },
    })
      .then(async (answer) => {
        const body = JSON.parse(await answer.body.text()) as unknown;
        const out = JSON.stringify({ data: { targets: body } });
        res.writeHead(answer.statusCode, { "content-type": "application/json" }).end(out);
      })
      .catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
