import { projectStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { isIsoDate } from "@/shared/form/normalize";
import { limitedText, optionalDay, z } from "@/shared/form/zod";
import { codeOptions, idOrNull, text, textOrNull } from "@/shared/form/options";
import { projectFields as f } from "@cfx/domain/fields/projects";

// The project form's schema (プロジェクト登録・詳細): client-side checks that spare a round trip
// (the API checks again) and the conversion into CreateProjectInput / UpdateProjectInput.

/** The API's own wording, so the form and the server say the same. */
export const PERIOD_MESSAGE = "終了日は開始日以降の日付を入力してください";

export const WORK_TYPE_OPTIONS = codeOptions(workTypeLabels);

const date = optionalDay;

export const projectFormSchema = z
  .object({
    name: limitedText(f.name, { trim: true }).min(1, `${f.name.label}は必須入力です`),
    clientId: z.string(),
    jobCategoryId: z.string(),
    workType: z.string().min(1, `${f.workType.label}を選択してください`),
    startDate: date(f.startDate.label),
    endDate: date(f.endDate.label),
    managerUserId: z.string(),
    /** "" when the form shows no status (creation): the API starts it 準備中. */
    status: z.string(),
    notes: limitedText(f.notes),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && isIsoDate(v.startDate) && v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PERIOD_MESSAGE });
  })
  .transform((v) => ({
    name: v.name,
    clientId: idOrNull(v.clientId),
    jobCategoryId: idOrNull(v.jobCategoryId),
    workType: Number(v.workType),
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    managerUserId: idOrNull(v.managerUserId),
    status: v.status ? Number(v.status) : null,
    notes: textOrNull(v.notes),
  }));

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** What the form starts from: the project as read (nulls as empty inputs). */
export interface ProjectFormSource {
  name: string;
  clientId?: number | null;
  jobCategoryId?: number | null;
  workType: number;
  startDate?: string | null;
  endDate?: string | null;
  managerUserId?: number | null;
  status?: number | null;
  notes?: string | null;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: "",
  clientId: "",
  jobCategoryId: "",
  workType: "",
  startDate: "",
  endDate: "",
  managerUserId: "",
  status: "",
  notes: "",
};

export function projectFormValues(p: ProjectFormSource | null | undefined): ProjectFormValues {
  if (!p) return EMPTY_PROJECT_FORM;
  return {
    name: p.name,
    clientId: text(p.clientId),
    jobCategoryId: text(p.jobCategoryId),
    workType: text(p.workType),
    startDate: text(p.startDate),
    endDate: text(p.endDate),
    managerUserId: text(p.managerUserId),
    status: text(p.status),
    notes: text(p.notes),
  };
}

/** The status choices of an existing project: its current status, then the allowed next ones. */
export function statusOptions(current: number, allowed: readonly number[]) {
  const codes = [current, ...allowed.filter((s) => s !== current)];
  return codes.map((id) => ({
    id,
    name: projectStatusLabels[id as keyof typeof projectStatusLabels] ?? String(id),
  }));
}

/** The fields of CreateProjectInput the form fills. */
export type ProjectCreateFields = Omit<ProjectFormOutput, "status">;

/** The fields of UpdateProjectInput the form fills. */
export type ProjectUpdateFields = ProjectCreateFields & { status?: number; version: number };

/** A new project: the API chooses its status (準備中). */
export function toCreateProjectInput(out: ProjectFormOutput): ProjectCreateFields {
  const { status: _status, ...fields } = out;
  return fields;
}

/**
 * A changed project: the version that was read goes back; the status only when it changed
 * (the current status is no "allowed next status", so sending it back would be refused).
 */
export function toUpdateProjectInput(
  out: ProjectFormOutput,
  read: { version: number; status: number },
): ProjectUpdateFields {
  const { status, ...fields } = out;
  return {
    ...fields,
    ...(status !== null && status !== read.status ? { status } : {}),
    version: read.version,
  };
}
