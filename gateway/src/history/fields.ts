// Which fields each audited record's change history shows, and how: the entity's own catalogue in
// @cfx/domain/fields (the label and the kind of value, the same the forms and the API read). Dates
// and instants need no entry: their JSON shape says what they are (format.ts).
import type { FieldTable } from "@cfx/domain/fields/define";
import { attachmentFields } from "@cfx/domain/fields/attachments";
import {
  constructionEntryFields,
  constructionFields,
  freeScheduleFields,
  measurementFields,
} from "@cfx/domain/fields/constructions";
import { documentSettingsFields } from "@cfx/domain/fields/documents";
import {
  externalSourceDetailFields,
  externalSourceFields,
} from "@cfx/domain/fields/external-sources";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";
import {
  negotiationFields,
  negotiationHistoryFields,
  scheduleFields,
} from "@cfx/domain/fields/negotiations";
import { matterFields, projectFields } from "@cfx/domain/fields/projects";
import {
  customerFields,
  customerServiceFields,
  targetDetailFields,
  targetFields,
} from "@cfx/domain/fields/targets";
import { machineClientFields, userFields } from "@cfx/domain/fields/users";
import type { HistoryEntity } from "../generated/resolvers-types";

export type { FieldSpec } from "@cfx/domain/fields/define";

/** Each history entity: its REST audit name (the API's table name) and its fields. */
export const historyEntities: Readonly<
  Record<HistoryEntity, { restEntity: string; fields: FieldTable }>
> = {
  TARGET: { restEntity: "targets", fields: targetFields },
  TARGET_DETAIL: { restEntity: "target_details", fields: targetDetailFields },
  CUSTOMER: { restEntity: "customers", fields: customerFields },
  CUSTOMER_SERVICE: { restEntity: "customer_services", fields: customerServiceFields },
  PROJECT: { restEntity: "projects", fields: projectFields },
  MATTER: { restEntity: "matters", fields: matterFields },
  NEGOTIATION: { restEntity: "negotiations", fields: negotiationFields },
  NEGOTIATION_HISTORY: { restEntity: "negotiation_histories", fields: negotiationHistoryFields },
  SCHEDULE: { restEntity: "schedules", fields: scheduleFields },
  CONSTRUCTION: { restEntity: "constructions", fields: constructionFields },
  CONSTRUCTION_ENTRY: { restEntity: "construction_entries", fields: constructionEntryFields },
  MEASUREMENT: { restEntity: "measurements", fields: measurementFields },
  CONSTRUCTION_FREE_SCHEDULE: {
    restEntity: "construction_free_schedules",
    fields: freeScheduleFields,
  },
  LINE_CODE: { restEntity: "line_codes", fields: lineCodeFields },
  EXTERNAL_SOURCE: { restEntity: "external_sources", fields: externalSourceFields },
  EXTERNAL_SOURCE_DETAIL: {
    restEntity: "external_source_details",
    fields: externalSourceDetailFields,
  },
  ATTACHMENT: { restEntity: "attachments", fields: attachmentFields },
  DOCUMENT_SETTINGS: { restEntity: "document_settings", fields: documentSettingsFields },
  USER: { restEntity: "users", fields: userFields },
  MACHINE_CLIENT: { restEntity: "machine_clients", fields: machineClientFields },
};
