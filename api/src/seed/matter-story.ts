// One matter's story, told step by step the way the product would have made it happen: each step
// writes its rows (negotiation + history + visit booking, construction, dispatch, slot, entries,
// readings) and moves the matter as docs/DOMAIN.md's workflows do, at the instant it happens. Days are
// counted from the seeding day, shifted by the project's `shift`.
// The matter, its people and chronicle are matter-story-base.ts, its negotiation steps
// matter-negotiations.ts; the construction steps are here, on top of them.
import { expectedReadings } from "@cfx/domain/measurements";
import { slotHours } from "./calendar";
import { MINUTE, HOUR, type Construction } from "./context";
import { MatterNegotiations } from "./matter-negotiations";

export type { Chronicle, Contact, Doc } from "./matter-story-base";

// Measured points per work type (docs/DOMAIN.md: V-ONU at 1550 nm, R-ONU/PON at 1490 nm).
const readingsOf = (workType: number): [string, number][] =>
  expectedReadings(workType).map((r) => [r.point, r.wavelengthNm]);
const entryItemOf: Record<number, string> = {
  1: "V-ONU交換",
  2: "R-ONU交換",
  3: "R-ONU交換",
  4: "撤去",
};
const OVERRIDE_REASON =
  "光コンセントの受光レベルが下限を0.01dB下回ったが、宅内配線の減衰によるもの。お客様了承のうえ完了（後日、宅内配線工事で対応）";

/** 合格 when min ≤ power ≤ max, compared at two decimals (bounds inclusive). */
function judgeAtTwoDecimals(power: number, min: number, max: number): "合格" | "不合格" {
  const p = Math.round(power * 100);
  return p >= Math.round(min * 100) && p <= Math.round(max * 100) ? "合格" : "不合格";
}

export class MatterStory extends MatterNegotiations {
  // ---- constructions ----

  /** Created (指示待ち) on day `day`, for the agreement; the matter goes 工事手配中. */
  construct(day: number): Construction {
    const { c, rows, cast } = this.ctx;
    if (!this.agreed) throw new Error(`seed: MT-${this.matter.id} builds without an agreement`);
    const at = c.at(this.d(day), 11, this.k % 60);
    const by = cast.people.dispatchers[this.k % cast.people.dispatchers.length]!;
    const row = rows.constructions.add({
      matterId: this.matter.id,
      workType: this.plan.workType,
      status: 1,
      createdAt: at,
      createdBy: by,
      updatedAt: at,
      updatedBy: by,
    });
    this.setMatter(5, at, by);
    return row;
  }

  change(row: Construction, values: Partial<Construction>, at: Date) {
    if (at < row.updatedAt!) throw new Error(`seed: CN-${row.id} goes back in time`);
    Object.assign(row, values, { updatedAt: at });
  }

  /** Dispatched (指示済) to the next team on day `day`; the work request is printed. */
  dispatch(row: Construction, day: number): Construction {
    const { c, cast } = this.ctx;
    const team = cast.teams[this.chronicle.nextTeam++ % cast.teams.length]!;
    const at = c.at(this.d(day), 14, this.k % 60);
    const by = cast.people.dispatchers[(this.k + 1) % cast.people.dispatchers.length]!;
    this.change(
      row,
      {
        status: 2,
        associateCompanyId: team.associateCompanyId,
        teamId: team.id,
        instructedAt: at,
        instructedBy: by,
        updatedBy: by,
      },
      at,
    );
    this.chronicle.docs.push({
      negotiation: this.agreed!,
      type: 1,
      at: new Date(at.getTime() + HOUR),
      by,
      construction: row,
    });
    return row;
  }

  /** Booked (日程確定) into the team's first free slot from day `from` towards `until`. */
  schedule(row: Construction, from: number, until: number): Construction {
    const booked = this.cal.book(row.teamId!, this.d(from), this.d(until), this.k);
    this.change(
      row,
      { status: 3, scheduledDate: this.ctx.c.day(booked.day), slot: booked.slot },
      new Date(row.instructedAt!.getTime() + 10 * MINUTE),
    );
    return row;
  }

  /** 延期 (6) or 中止 (7) on day `day`: the slot is given back. */
  stop(row: Construction, status: 6 | 7, day: number, resultNotes: string) {
    if (row.scheduledDate)
      this.cal.release(row.teamId!, this.ctx.c.offset(row.scheduledDate), row.slot!);
    this.change(
      row,
      { status, scheduledDate: null, slot: null, resultNotes },
      this.ctx.c.at(this.d(day), 16),
    );
  }

  /** Work starts (施工中) on its day; the team records what it exchanges. */
  startWork(row: Construction) {
    const { c, rows, cast } = this.ctx;
    const n = c.offset(row.scheduledDate!);
    const hours = slotHours[row.slot!]!;
    const by = cast.people.measurerOf(row.teamId!);
    this.change(row, { status: 4, updatedBy: by }, c.at(n, hours.start));
    const removal = this.plan.workType === 4;
    const lineType = this.plan.workType === 1 ? 1 : 2;
    const entryAt = c.at(n, hours.start + 1);
    rows.entries.add({
      constructionId: row.id,
      item: entryItemOf[this.plan.workType]!,
      removedDeviceModelId: removal ? null : cast.oldModel(lineType),
      removedSerial: removal ? null : `OLD${500000 + row.id * 13}`,
      installedDeviceModelId: removal ? null : cast.newModel(lineType),
      installedSerial: removal ? null : `NEW${700000 + row.id * 17}`,
      quantity: 1,
      notes: removal ? "同軸引込線（電柱〜建物）を撤去" : null,
      createdAt: entryAt,
      createdBy: by,
      updatedAt: entryAt,
      updatedBy: by,
    });
  }

  /**
   * Optical readings of the work (the first `upTo` points), judged against the threshold row of
   * their point and wavelength: all passing, or the last one failing ("fail" clearly, "override"
   * by 0.01 dB).
   */
  measure(row: Construction, mode: "pass" | "fail" | "override", upTo?: number) {
    const { c, rnd, rows, cast } = this.ctx;
    const n = c.offset(row.scheduledDate!);
    const hours = slotHours[row.slot!]!;
    const by = cast.people.measurerOf(row.teamId!);
    const list = readingsOf(this.plan.workType).slice(0, upTo);
    if (this.plan.workType === 3 && upTo === undefined && this.k % 2 === 0)
      list.push(["クロージャ", 1310]);
    list.forEach(([point, wavelengthNm], i) => {
      const th = cast.thresholdOf(point, wavelengthNm);
      let power = th.min + (th.max - th.min) * (0.3 + 0.4 * rnd.next());
      if (mode !== "pass" && i === list.length - 1)
        power = mode === "override" ? th.min - 0.01 : th.min - (0.5 + rnd.int(0, 150) / 100);
      else if (mode === "pass" && !this.chronicle.boundaryShown) {
        // Bounds are inclusive: one reading sits exactly on its lower bound and passes.
        power = th.min;
        this.chronicle.boundaryShown = true;
      }
      const powerDbm = power.toFixed(2);
      const at = c.at(n, hours.measure, 10 * i);
      rows.measurements.add({
        constructionId: row.id,
        point,
        wavelengthNm,
        powerDbm,
        thresholdMin: th.minDbm,
        thresholdMax: th.maxDbm,
        judgement: judgeAtTwoDecimals(Number(powerDbm), th.min, th.max),
        measuredAt: at,
        measuredBy: by,
        createdAt: at,
        createdBy: by,
        updatedAt: at,
        updatedBy: by,
      });
    });
  }

  /** Completed (完了) at the end of its slot; the matter goes 工事完了. */
  complete(row: Construction, overrideReason?: string) {
    const { c, cast } = this.ctx;
    const at = c.at(c.offset(row.scheduledDate!), slotHours[row.slot!]!.end);
    const by = cast.people.measurerOf(row.teamId!);
    const removal = this.plan.workType === 4;
    this.change(
      row,
      {
        status: 5,
        completedAt: at,
        overrideReason: overrideReason ?? null,
        resultNotes: removal
          ? "引込線撤去完了。電柱側の支持金具も撤去済み"
          : "施工完了。お客様立ち会いのもと映像・通信の動作確認済み",
        updatedBy: by,
      },
      at,
    );
    this.setMatter(6, at, by);
    if (removal) this.chronicle.removalOf.set(this.target.id, row);
    else {
      // The unit now has the new device.
      const lineType = this.plan.workType === 1 ? 1 : 2;
      Object.assign(this.detail, {
        deviceLineType: lineType,
        deviceModelId: cast.newModel(lineType),
        updatedAt: at,
        updatedBy: by,
      });
    }
  }

  /** The whole way: agreed, created, dispatched, booked from `workDay`, built, measured, done. */
  build(
    agreedDay: number,
    createdDay: number,
    dispatchedDay: number,
    workDay: number,
    override = false,
  ) {
    this.agree(agreedDay);
    const row = this.dispatch(this.construct(createdDay), dispatchedDay);
    this.schedule(row, workDay, -1 - this.plan.shift);
    this.startWork(row);
    if (this.plan.workType !== 4) this.measure(row, override ? "override" : "pass");
    this.complete(row, override ? OVERRIDE_REASON : undefined);
    return row;
  }
}
