import { attachmentsArea } from "./attachments/area";
import { constructionsArea } from "./constructions/area";
import { dashboardArea } from "./dashboard/area";
import { documentsArea } from "./documents/area";
import { externalSourcesArea } from "./external-sources/area";
import { historyArea } from "./history/area";
import { linecodesArea } from "./linecodes/area";
import { liveArea } from "./live/area";
import { machineClientsArea } from "./machine-clients/area";
import { mastersArea } from "./masters/area";
import { negotiationsArea } from "./negotiations/area";
import { projectsArea } from "./projects/area";
import { targetsArea } from "./targets/area";
import { usersArea } from "./users/area";

/**
 * The API's business areas, mounted under /api/v1 in this order after the platform and auth routes
 * (the order of the OpenAPI document's paths). A new area is its folder with an `area.ts` and one
 * line here (see docs/adding-an-area.md); static, so the type checker and the bundler see
 * every area.
 */
export const apiAreas = [
  usersArea,
  mastersArea,
  machineClientsArea,
  targetsArea,
  projectsArea,
  negotiationsArea,
  constructionsArea,
  linecodesArea,
  externalSourcesArea,
  attachmentsArea,
  documentsArea,
  dashboardArea,
  historyArea,
  liveArea,
] as const;
