import { constructionsArea } from "./constructions/area";
import { dashboardArea } from "./dashboard/area";
import { documentsArea } from "./documents/area";
import { externalSourcesArea } from "./external-sources/area";
import { linecodesArea } from "./linecodes/area";
import { machineClientsArea } from "./machine-clients/area";
import { mastersArea } from "./masters/area";
import { negotiationsArea } from "./negotiations/area";
import { projectsArea } from "./projects/area";
import { targetsArea } from "./targets/area";
import { usersArea } from "./users/area";

// The one list of the areas the shell shows, in the menu's order (docs/spec.md §2 Layout). The shell's
// route table and menu are read from it; areas.test.ts checks that every folder here is listed once.
// Routes are tried in this order too (first match wins); no two areas' patterns overlap.
export const areas = [
  dashboardArea,
  targetsArea,
  projectsArea,
  negotiationsArea,
  constructionsArea,
  linecodesArea,
  documentsArea,
  externalSourcesArea,
  mastersArea,
  usersArea,
  machineClientsArea,
] as const;

/** The key of a menu entry, as the areas declare them. */
export type MenuKey = (typeof areas)[number]["menu"][number]["key"];
