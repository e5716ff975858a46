import { describe, expect, it } from "vitest";
import {
  EMPTY_PROJECT_FORM,
  PERIOD_MESSAGE,
  projectFormSchema,
  projectFormValues,
  statusOptions,
  toCreateProjectInput,
  toUpdateProjectInput,
} from "./project-form";

const read = projectFormValues({
  name: "森ケ崎地区 光移行",
  clientId: 2,
  jobCategoryId: null,
  workType: 3,
  startDate: "2026-04-01",
  endDate: "2026-09-30",
  managerUserId: 5,
  status: 1,
  notes: null,
});

const messages = (values: typeof read) => {
  const r = projectFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe("project form", () => {
  it("asks for the name and the work type in Japanese", () => {
    expect(messages({ ...EMPTY_PROJECT_FORM, name: "  " })).toEqual({
      name: "プロジェクト名は必須入力です",
      workType: "工事種別を選択してください",
    });
  });

  it("refuses an end before the start and a date that is no day", () => {
    expect(messages({ ...read, endDate: "2026-03-31" })).toEqual({ endDate: PERIOD_MESSAGE });
    expect(messages({ ...read, startDate: "2026/13/01" })).toEqual({
      startDate: "開始日はYYYY/MM/DDの形式で入力してください",
    });
    expect(messages({ ...read, endDate: "2026-04-01" })).toEqual({});
  });

  it("creates without a status; empty choices are null", () => {
    const out = projectFormSchema.parse({ ...read, clientId: "", notes: " メモ " });
    expect(toCreateProjectInput(out)).toEqual({
      name: "森ケ崎地区 光移行",
      clientId: null,
      jobCategoryId: null,
      workType: 3,
      startDate: "2026-04-01",
      endDate: "2026-09-30",
      managerUserId: 5,
      notes: "メモ",
    });
  });

  it("updates with the version read; the status only when it changed", () => {
    const same = toUpdateProjectInput(projectFormSchema.parse(read), { version: 4, status: 1 });
    expect(same).toMatchObject({ version: 4, workType: 3, clientId: 2 });
    expect(same).not.toHaveProperty("status");
    const next = projectFormSchema.parse({ ...read, status: "2" });
    expect(toUpdateProjectInput(next, { version: 4, status: 1 })).toMatchObject({ status: 2 });
  });

  it("offers the current status first, then the allowed next ones", () => {
    expect(statusOptions(2, [3])).toEqual([
      { id: 2, name: "進行中" },
      { id: 3, name: "完了" },
    ]);
    expect(statusOptions(1, [])).toEqual([{ id: 1, name: "準備中" }]);
  });
});
