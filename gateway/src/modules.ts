import { constructionsModule } from "./constructions/module";
import { dashboardModule } from "./dashboard/module";
import { documentsModule } from "./documents/module";
import { externalSourcesModule } from "./external-sources/module";
import { historyModule } from "./history/module";
import { lineCodesModule } from "./linecodes/module";
import { liveModule } from "./live/module";
import { machineClientsModule } from "./machine-clients/module";
import { mastersModule } from "./masters/module";
import { negotiationsModule } from "./negotiations/module";
import { projectsModule } from "./projects/module";
import { targetsModule } from "./targets/module";
import { usersModule } from "./users/module";

/**
 * The gateway's business areas: a new area is its folder with a `module.ts` and one line here
 * (see docs/adding-an-area.md). Their resolvers are merged in this order; the context's
 * `api` and `loaders` are typed from this list (context.ts).
 */
export const gatewayModules = [
  usersModule,
  machineClientsModule,
  mastersModule,
  targetsModule,
  projectsModule,
  negotiationsModule,
  documentsModule,
  constructionsModule,
  lineCodesModule,
  externalSourcesModule,
  dashboardModule,
  historyModule,
  liveModule,
] as const;
