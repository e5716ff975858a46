import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it, vi } from "vitest";
import type { Write } from "./reading-rows";
import { QueuedOffline } from "@/shared/mutation/queued-offline";
import { runWrites } from "./run-writes";

const WRITES: Write[] = [
  { key: "m:1", kind: "update", id: "1", version: 2, powerDbm: -5 },
  {
    key: "e:R-ONU入力:1490",
    kind: "create",
    reading: { point: "R-ONU入力", wavelengthNm: 1490 },
    powerDbm: -20,
  },
  { key: "m:3", kind: "update", id: "3", version: 1, powerDbm: -6 },
];

describe("runWrites", () => {
  it("sends every write in order, creates and updates each to its own runner", async () => {
    const create = vi.fn(async () => ({}));
    const update = vi.fn(async () => ({}));
    expect(await runWrites(WRITES, { create, update })).toEqual({
      done: ["m:1", "e:R-ONU入力:1490", "m:3"],
      queued: [],
    });
    expect(update).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenCalledWith(WRITES[1]);
  });

  it("stops at the first refusal and names its row", async () => {
    const error = new CombinedError({
      graphQLErrors: [new GraphQLError("他のユーザーが更新しました")],
    });
    const update = vi.fn(async () => ({}));
    const create = vi.fn(async () => ({ error }));
    const outcome = await runWrites(WRITES, { create, update });
    expect(outcome).toEqual({
      done: ["m:1"],
      queued: [],
      failure: { key: "e:R-ONU入力:1490", error },
    });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("without signal queues each write and goes on with the next", async () => {
    const queued = { error: new CombinedError({ networkError: new QueuedOffline() }) };
    const update = vi.fn(async () => queued);
    const create = vi.fn(async () => queued);
    expect(await runWrites(WRITES, { create, update })).toEqual({
      done: [],
      queued: ["m:1", "e:R-ONU入力:1490", "m:3"],
    });
  });
});
