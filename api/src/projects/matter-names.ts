// What an export row of a record under a matter prints about it: the matter's code, its
// project's name and its target's code and name — read once for all rows of a chunk.
import { inArray } from "drizzle-orm";
import { codeOf } from "@cfx/domain/codes";
import type { Executor } from "../db/client";
import { namesById } from "../platform/export";
import { targets } from "../targets/tables";
import { matters, projects } from "./tables";

export interface MatterNames {
  matterCode: string;
  projectName: string;
  targetCode: string;
  targetName: string;
}

/** The names of each matter (by id) of `matterIds`; a matter not found is left out. */
export async function matterNames(
  ex: Executor,
  matterIds: readonly number[],
): Promise<Map<number, MatterNames>> {
  const ids = [...new Set(matterIds)];
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ id: matters.id, projectId: matters.projectId, targetId: matters.targetId })
    .from(matters)
    .where(inArray(matters.id, ids));
  const [projectNames, targetNames] = await Promise.all([
    namesById(
      ex,
      projects,
      rows.map((m) => m.projectId),
    ),
    namesById(
      ex,
      targets,
      rows.map((m) => m.targetId),
    ),
  ]);
  return new Map(
    rows.map((m) => [
      m.id,
      {
        matterCode: codeOf("matter", m.id),
        projectName: projectNames.get(m.projectId) ?? "",
        targetCode: codeOf("target", m.targetId),
        targetName: targetNames.get(m.targetId) ?? "",
      },
    ]),
  );
}

/** The four columns of a record whose matter is not found (a deleted one): its code only. */
export const unknownMatter = (matterId: number): MatterNames => ({
  matterCode: codeOf("matter", matterId),
  projectName: "",
  targetCode: "",
  targetName: "",
});
