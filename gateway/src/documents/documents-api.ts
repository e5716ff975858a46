import type { RestCaller } from "../rest/caller";
import type { RestAttachment } from "../negotiations/negotiations-api";
import type { RestBody, RestResult } from "../rest/types";

export type RestDocumentSettings = RestResult<
  "/api/v1/documents/settings/{negotiationId}/{kind}",
  "get"
>;
export type RestDocumentSettingsKind = RestDocumentSettings["kind"];
export type RestDocumentSettingsBody = RestBody<
  "/api/v1/documents/settings/{negotiationId}/{kind}",
  "post"
>;
export type RestDocumentPreview = RestResult<"/api/v1/documents/preview", "post">;
export type RestGenerateDocuments = RestBody<"/api/v1/documents/generate", "post">;

/** REST /documents: the settings pages' settings, the preview and the generator. */
export function createDocumentsApi(call: RestCaller) {
  return {
    async settings(negotiationId: number, kind: RestDocumentSettingsKind) {
      return (
        await call.get("/api/v1/documents/settings/{negotiationId}/{kind}", {
          path: { negotiationId, kind },
        })
      ).body;
    },
    async saveSettings(
      negotiationId: number,
      kind: RestDocumentSettingsKind,
      body: RestDocumentSettingsBody,
    ) {
      return (
        await call.post("/api/v1/documents/settings/{negotiationId}/{kind}", {
          path: { negotiationId, kind },
          body,
        })
      ).body;
    },
    async preview(body: RestBody<"/api/v1/documents/preview", "post">) {
      return (await call.post("/api/v1/documents/preview", { body })).body;
    },
    async generate(body: RestGenerateDocuments): Promise<RestAttachment[]> {
      const answer = await call.post("/api/v1/documents/generate", { body });
      return answer.body as RestAttachment[];
    },
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
