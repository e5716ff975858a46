import { describe, expect, it } from "vitest";
import { crewAgenda, mapHref } from "./crew-agenda";

const job = (id: number, status: number, scheduledDate?: string, slot?: string) => ({
  id: String(id),
  status,
  scheduledDate: scheduledDate ?? null,
  slot: slot ?? null,
});

describe("crewAgenda", () => {
  const today = "2026-11-29";
  const jobs = [
    job(1, 5, "2026-03-02", "午前"), // finished in March
    job(2, 3, "2026-12-01", "午後"),
    job(3, 3, "2026-12-01", "午前"),
    job(4, 4, today, "終日"),
    job(5, 3, today, "午前"),
    job(6, 3, "2026-11-20", "午前"), // late, not done
    job(7, 2),
    job(8, 7, "2026-11-28", "午後"),
    job(9, 5, "2026-11-27", "午前"),
  ];

  it("puts today's work first by slot, then the coming days by day and slot, then the late", () => {
    const agenda = crewAgenda(jobs, today);
    const ids = (list: { id: string }[]) => list.map((j) => j.id);
    expect(ids(agenda.today)).toEqual(["5", "4"]);
    expect(ids(agenda.coming)).toEqual(["3", "2"]);
    expect(ids(agenda.overdue)).toEqual(["6"]);
    expect(ids(agenda.undated)).toEqual(["7"]);
  });

  it("keeps finished and cancelled jobs apart, the latest first", () => {
    expect(crewAgenda(jobs, today).finished.map((j) => j.id)).toEqual(["8", "9", "1"]);
  });
});

describe("mapHref", () => {
  it("asks the map for the coordinates when the target has them", () => {
    expect(mapHref({ address: "東京都 大田区", latitude: 35.56, longitude: 139.73 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=35.56%2C139.73",
    );
  });
  it("else for the address, and gives no link without either", () => {
    expect(mapHref({ address: "東京都大田区大森北1-2" })).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("東京都大田区大森北1-2")}`,
    );
    expect(mapHref({ address: " " })).toBeUndefined();
  });
});
