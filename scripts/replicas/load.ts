// The mixed traffic of the replica test: what the web app's screens send (list and detail
// queries, photo uploads and deletions), spread over the replicas by the load balancer alone.
import {
  ConstructionEditPageDocument,
  ConstructionEditPhotoCreateDocument,
  ConstructionEditPhotoDeleteDocument,
  ConstructionListPageDocument,
  DashboardPageDocument,
  NegotiationEditPageDocument,
  NegotiationListPageDocument,
  ProjectDetailPageDocument,
  ProjectListPageDocument,
  TargetEditPageDocument,
  TargetListPageDocument,
  UserListPageDocument,
  ViewerDocument,
} from "../../web/src/gql/graphql";
import { describe, graphql, succeeded, type Answer } from "./http";
import { photoPng } from "./png";

/** Record ids the detail queries and the photo uploads use (read from the lists first). */
export type Facts = {
  constructionIds: string[];
  targetIds: string[];
  negotiationIds: string[];
  projectIds: string[];
};

export type Outcome = {
  label: string;
  ok: boolean;
  upstream: string | undefined;
  detail: string;
};

export type Op = { label: string; write: boolean; run(): Promise<Outcome[]> };

const outcome = (label: string, answer: Answer<unknown>): Outcome => ({
  label,
  ok: succeeded(answer),
  upstream: answer.upstream,
  detail: `${label}: ${describe(answer)}`,
});

const pick = <T>(list: readonly T[], i: number, what: string): T => {
  const value = list[i % list.length];
  if (value === undefined) throw new Error(`no ${what} in the demo data`);
  return value;
};

/** Reads the ids of the lists (one request each). */
export async function readFacts(base: string, token: string): Promise<Facts> {
  const page = { page: 1, pageSize: 20 };
  const [constructions, targets, negotiations, projects] = await Promise.all([
    graphql(base, token, ConstructionListPageDocument, { ...page, withProjects: false }),
    graphql(base, token, TargetListPageDocument, page),
    graphql(base, token, NegotiationListPageDocument, page),
    graphql(base, token, ProjectListPageDocument, page),
  ]);
  for (const answer of [constructions, targets, negotiations, projects])
    if (!succeeded(answer)) throw new Error(`lists: ${describe(answer)}`);
  return {
    constructionIds: constructions.data?.constructions.items.map((c) => c.id) ?? [],
    targetIds: targets.data?.targets.items.map((t) => t.id) ?? [],
    negotiationIds: negotiations.data?.negotiations.items.map((n) => n.id) ?? [],
    projectIds: projects.data?.projects.items.map((p) => p.id) ?? [],
  };
}

/** Stores a photo as an attachment of `constructionId` (the 工事編集 screen's mutation). */
export function uploadPhoto(
  base: string,
  token: string,
  constructionId: string,
  bytes: Buffer,
  fileName: string,
) {
  return graphql(base, token, ConstructionEditPhotoCreateDocument, {
    input: {
      ownerType: "construction",
      ownerId: constructionId,
      kind: "photo",
      fileName,
      mimeType: "image/png",
      contentBase64: bytes.toString("base64"),
    },
  });
}

const ATTACHMENT_VERSION = `query ReplicaAttachmentVersion($id: ID!) { attachment(id: $id) { id version } }`;

/**
 * `count` operations, one write in ten (a photo upload, or the deletion of a photo uploaded
 * earlier in the batch), the rest the screens' queries in turn.
 */
export function mixedOps(base: string, token: string, facts: Facts, count: number, seed: number) {
  const uploaded: string[] = [];
  const page = { page: 1, pageSize: 20 };
  const reads: { label: string; run(i: number): Promise<Answer<unknown>> }[] = [
    { label: "viewer", run: () => graphql(base, token, ViewerDocument, {}) },
    { label: "dashboard", run: () => graphql(base, token, DashboardPageDocument, {}) },
    {
      label: "construction list",
      run: () =>
        graphql(base, token, ConstructionListPageDocument, { ...page, withProjects: true }),
    },
    {
      label: "construction detail",
      run: (i) =>
        graphql(base, token, ConstructionEditPageDocument, {
          id: pick(facts.constructionIds, i, "construction"),
        }),
    },
    {
      label: "target list",
      run: () =>
        graphql(base, token, TargetListPageDocument, { ...page, sort: "CODE", order: "ASC" }),
    },
    {
      label: "target detail",
      run: (i) =>
        graphql(base, token, TargetEditPageDocument, { id: pick(facts.targetIds, i, "target") }),
    },
    {
      label: "negotiation list",
      run: () => graphql(base, token, NegotiationListPageDocument, page),
    },
    {
      label: "negotiation detail",
      run: (i) =>
        graphql(base, token, NegotiationEditPageDocument, {
          id: pick(facts.negotiationIds, i, "negotiation"),
          withContact: true,
        }),
    },
    { label: "project list", run: () => graphql(base, token, ProjectListPageDocument, page) },
    {
      label: "project detail",
      run: (i) =>
        graphql(base, token, ProjectDetailPageDocument, {
          id: pick(facts.projectIds, i, "project"),
        }),
    },
    { label: "user list", run: () => graphql(base, token, UserListPageDocument, page) },
  ];

  const ops: Op[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 10 === 9) {
      const n = seed * 1000 + i;
      // Every other write deletes the oldest photo this batch uploaded (when there is one).
      ops.push({
        label: "photo write",
        write: true,
        async run() {
          const id = i % 20 === 19 ? uploaded.shift() : undefined;
          if (id === undefined) {
            const answer = await uploadPhoto(
              base,
              token,
              pick(facts.constructionIds, n, "construction"),
              photoPng(n),
              `replica-load-${n}.png`,
            );
            const created = (answer.data as { createAttachment?: { id: string } } | undefined)
              ?.createAttachment?.id;
            if (created) uploaded.push(created);
            return [outcome("photo upload", answer)];
          }
          const read = await graphql<
            { attachment: { id: string; version: number } | null },
            { id: string }
          >(base, token, ATTACHMENT_VERSION, { id });
          const version = read.data?.attachment?.version;
          if (!succeeded(read) || version === undefined) return [outcome("photo version", read)];
          const deleted = await graphql(base, token, ConstructionEditPhotoDeleteDocument, {
            id,
            version,
          });
          return [outcome("photo version", read), outcome("photo delete", deleted)];
        },
      });
    } else {
      const read = reads[i % reads.length]!;
      ops.push({
        label: read.label,
        write: false,
        run: async () => [outcome(read.label, await read.run(i))],
      });
    }
  }
  return ops;
}

export type BatchResult = { outcomes: Outcome[]; failures: string[] };

/**
 * Runs `ops` `concurrency` at a time. `pause` (at op index `pause.at`) runs an action mid-way —
 * the replica kill — while reads go on, after the writes in flight have been answered and with
 * new writes held back until it is done: a write a replica had already received when it died
 * can only fail (nginx must not replay it), and that is not what this test is about.
 */
export async function runBatch(
  ops: Op[],
  concurrency: number,
  pause?: { at: number; action: () => Promise<void> },
): Promise<BatchResult> {
  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  let next = 0;
  let writesInFlight = 0;
  let held: Promise<void> | undefined;

  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= ops.length) return;
      if (pause && i === pause.at) {
        let release = () => {};
        held = new Promise<void>((resolve) => (release = resolve));
        while (writesInFlight > 0) await new Promise((r) => setTimeout(r, 5));
        try {
          await pause.action();
        } finally {
          held = undefined;
          release();
        }
      }
      const op = ops[i]!;
      if (op.write) {
        while (held) await held;
        writesInFlight++;
      }
      try {
        const results = await op.run();
        outcomes.push(...results);
        for (const r of results) if (!r.ok) failures.push(`#${i + 1} ${r.detail}`);
      } catch (error) {
        outcomes.push({ label: op.label, ok: false, upstream: undefined, detail: String(error) });
        failures.push(`#${i + 1} ${op.label}: ${(error as Error).message}`);
      } finally {
        if (op.write) writesInFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, failures };
}
