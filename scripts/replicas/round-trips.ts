// Step 8 of `pnpm test:replicas`: a photo uploaded through one replica downloads, the same bytes,
// through the other, read from nginx's log of which API served each call; and the S3 bucket's
// object count. Apart from main.ts: it reads the logs in its own way.
import { readdirSync } from "node:fs";
import { describe, download, succeeded } from "./http";
import { uploadPhoto } from "./load";
import { apiLog, logSize, readLog, type LogEntry } from "./nginx";
import { photoPng } from "./png";
import { fail, failures, log, tally, type NameOf } from "./run-state";

const ROUND_TRIPS = 3;

/** Files below `folder` (s3rver keeps one file per object, plus its metadata). */
export function countFiles(folder: string): number {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith("._S3rver_object"),
    ).length;
  } catch {
    return 0;
  }
}

/** The API replica that answered the last `method` call whose path matches, in these log lines. */
function apiServing(entries: LogEntry[], method: string, path: RegExp, nameOf: NameOf) {
  const entry = entries.filter((e) => e.method === method && path.test(e.uri)).pop();
  return entry ? nameOf(entry.upstreams.at(-1)) : "?";
}

export async function roundTrips(
  publicUrl: string,
  token: string,
  constructionIds: string[],
  prefix: string,
  nameOf: NameOf,
) {
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const bytes = photoPng(100 + i);
    const mark = logSize(apiLog(prefix));
    const upload = await uploadPhoto(
      publicUrl,
      token,
      constructionIds[i % constructionIds.length]!,
      bytes,
      `replica-${i + 1}.png`,
    );
    tally.requests++;
    const id = upload.data?.createAttachment.id;
    if (!succeeded(upload) || !id) {
      tally.errors++;
      fail(`round trip ${i + 1}: upload ${describe(upload)}`);
      continue;
    }
    const storedBy = apiServing(readLog(apiLog(prefix), mark), "POST", /\/attachments/, nameOf);
    const uploadGateway = nameOf(upload.upstream);
    // Round robin: the next requests go to the other replicas; ask until both differ (a few
    // tries at most), and every answer must be the same bytes.
    let crossed = false;
    for (let attempt = 0; attempt < 4 && !crossed; attempt++) {
      const dlMark = logSize(apiLog(prefix));
      const got = await download(publicUrl, token, `/files/attachments/${id}`);
      tally.requests++;
      const servedBy = apiServing(readLog(apiLog(prefix), dlMark), "GET", /\/content/, nameOf);
      const gateway = nameOf(got.upstream);
      const same = got.status === 200 && got.bytes.equals(bytes);
      log(
        `round trip ${i + 1}: stored via ${uploadGateway} → ${storedBy}, downloaded via ${gateway} → ${servedBy}: HTTP ${got.status}, ${same ? "same bytes" : `${got.bytes.length} bytes, NOT the upload`}`,
      );
      if (!same) {
        tally.errors++;
        fail(
          `round trip ${i + 1}: download through ${gateway} → ${servedBy} answered HTTP ${got.status} (${got.bytes.length} bytes)`,
        );
        break;
      }
      crossed = gateway !== uploadGateway && servedBy !== storedBy && servedBy !== "?";
    }
    if (crossed) tally.roundTrips++;
    else if (!failures.some((f) => f.startsWith(`round trip ${i + 1}`)))
      fail(`round trip ${i + 1}: no download reached the other replicas`);
  }
}
