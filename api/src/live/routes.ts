// GET /live/events (issue #40): the database's committed changes, relayed to the gateways as
// Server-Sent Events. Each gateway holds one stream per API it talks to and serves its own
// subscribers from it.
//
// Guarded by a shared secret (LIVE_EVENTS_KEY, header `x-live-key`), not by a user's bearer
// token: the stream is service to service, one per gateway and not per user, and it carries ids
// and versions only. Nothing on it is a record: for every subscriber the gateway re-reads what
// changed with that subscriber's own token, so the API's permissions and partner scope decide
// what anyone sees, exactly as for a query. A user token here would bind the gateway's one
// stream to one user's session and expiry for no protection gained.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Socket } from "node:net";
import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { HttpError, messages, unauthorized } from "../platform/errors";
import { notFoundHandler } from "../platform/error-handler";
import { ErrorBody } from "../platform/schemas";
import type { LiveListener } from "./listener";
import {
  changeFrame,
  DEFAULT_LIVE_HEARTBEAT_MS,
  HEARTBEAT_FRAME,
  LIVE_EVENTS_PATH,
  LIVE_KEY_HEADER,
  OPENED_FRAME,
} from "./wire";

/**
 * What a stream may hold unsent. A burst is normal (a bulk import of 20,000 rows is some 2 MB of
 * frames written at once): a backlog still above STALLED_BYTES at a heartbeat means a gateway
 * that stopped reading, one above BURST_BYTES at any time a burst beyond reason. Either way the
 * stream is cut and the gateway reconnects and re-reads, instead of the API buffering without
 * bound.
 */
const STALLED_BYTES = 1024 * 1024;
const BURST_BYTES = 64 * 1024 * 1024;

export interface LiveRoutesOptions {
  /** LIVE_EVENTS_KEY; unset: the route answers 404 as if it did not exist. */
  key: string | undefined;
  /** The changes to relay (started by buildApp when there is a key). */
  listener: LiveListener | undefined;
  /** LIVE_HEARTBEAT_MS: a comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
}

/** Compares digests, so neither the length nor the content of the key leaks through timing. */
function sameKey(given: unknown, key: string): boolean {
  if (typeof given !== "string") return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(key));
}

export function liveRoutes(options: LiveRoutesOptions): FastifyPluginAsyncTypebox {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_LIVE_HEARTBEAT_MS;
  return async (app) => {
    // The connections serving a stream, until they close. When the app closes, each stream is
    // ended (a stream never ends by itself: the shutdown would wait for its deadline and cut
    // them), and a connection whose stream is already over is let go: measured, a client that
    // aborted its fetch could leave the socket open, which held `close()` for a minute.
    const serving = new Map<Socket, PassThrough>();
    // Changes may have been missed (the listener's database connection dropped): every stream
    // ends, and each gateway reconnects and re-reads, rather than serve a stream with a hole.
    options.listener?.onGap(() => {
      for (const stream of serving.values())
        if (!stream.writableEnded && !stream.destroyed) stream.end();
    });
    app.addHook("preClose", async () => {
      for (const [socket, stream] of serving) {
        if (stream.writableEnded || stream.destroyed) socket.destroy();
        else stream.end();
      }
    });

    app.get(
      LIVE_EVENTS_PATH,
      {
        config: { auth: "public" },
        schema: {
          tags: ["live"],
          summary: "ライブ更新の変更通知（ゲートウェイ用 Server-Sent Events）",
          description: `Service to service: the gateway's stream of committed changes (issue #40). Header \`${LIVE_KEY_HEADER}\` must equal the API's LIVE_EVENTS_KEY (unset: 404; wrong or missing key: 401); no user token. Answers \`text/event-stream\`: for each change \`id: <n>\\nevent: change\\ndata: {"entity":"Construction","id":12,"version":4,"deleted":false,"updatedBy":3}\\n\\n\` (version and updatedBy null when deleted), a comment \`: ping\` every LIVE_HEARTBEAT_MS (default 15 s). Ids and versions only: the gateway re-reads with each subscriber's token what that subscriber may see. The stream ends when the API shuts down and when changes may have been missed (its database connection for LISTEN dropped; 503 with Retry-After until it listens again): reconnect, then re-read.`,
          security: [],
          headers: Type.Object({
            [LIVE_KEY_HEADER]: Type.Optional(Type.String({ description: "LIVE_EVENTS_KEY" })),
          }),
          response: {
            200: {
              description: "変更通知のストリーム (Server-Sent Events)",
              // Documented as text; the handler sends a stream, which Fastify pipes unserialized.
              content: { "text/event-stream": { schema: Type.Unsafe<PassThrough>(Type.String()) } },
            },
            401: ErrorBody,
            404: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        if (options.key === undefined || !options.listener) return notFoundHandler(request, reply);
        if (!sameKey(request.headers[LIVE_KEY_HEADER], options.key)) throw unauthorized();
        // Not listening (the database connection is being re-established): a stream opened now
        // would miss what commits meanwhile, behind the gateway's back. It asks again shortly.
        if (!options.listener.isListening()) {
          void reply.header("retry-after", "1");
          throw new HttpError(503, { database: [messages.databaseDown] });
        }

        const stream = new PassThrough();
        const cut = (why: string) => {
          request.log.warn({ unsent: stream.writableLength }, `live: ${why}, cutting the stream`);
          reply.raw.destroy();
        };
        const send = (frame: string) => {
          if (stream.writableEnded || stream.destroyed) return;
          if (stream.writableLength > BURST_BYTES) return cut("too much unsent");
          stream.write(frame);
        };
        const unsubscribe = options.listener.onChange((change) => send(changeFrame(change)));
        const heartbeat = setInterval(() => {
          if (stream.writableLength > STALLED_BYTES) cut("the gateway does not read its stream");
          else send(HEARTBEAT_FRAME);
        }, heartbeatMs);
        const finish = () => {
          clearInterval(heartbeat);
          unsubscribe();
        };
        const socket = request.raw.socket;
        serving.set(socket, stream);
        socket.once("close", () => serving.delete(socket));
        stream.once("close", finish);
        // The gateway went away (or the connection was cut): stop relaying to it.
        reply.raw.once("close", () => {
          finish();
          stream.destroy();
          if (!reply.raw.writableFinished) socket.destroy();
        });
        stream.write(OPENED_FRAME);
        return (
          reply
            .header("content-type", "text/event-stream; charset=utf-8")
            .header("cache-control", "no-cache")
            // nginx buffers proxied answers by default, which would hold every event back.
            .header("x-accel-buffering", "no")
            // The connection ends with the stream rather than idling in keep-alive: a gateway
            // reconnects on a new one anyway, and a closing server need not wait for it.
            .header("connection", "close")
            .send(stream)
        );
      },
    );
  };
}
