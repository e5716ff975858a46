import type { RestCaller } from "../rest/caller";
import type { RestBody, RestResult } from "../rest/types";

export type RestMachineClient = RestResult<"/api/v1/basis/machine-clients/{id}", "get">;
export type RestMachineClientWithSecret = RestResult<"/api/v1/basis/machine-clients", "post">;
export type RestCreateMachineClient = RestBody<"/api/v1/basis/machine-clients", "post">;
export type RestUpdateMachineClient = RestBody<"/api/v1/basis/machine-clients/{id}", "patch">;

/** REST /basis/machine-clients (userManage). */
export function createMachineClientsApi(call: RestCaller) {
  return {
    async list(): Promise<RestMachineClient[]> {
      return (await call.get("/api/v1/basis/machine-clients")).body;
    },
    async get(id: number): Promise<RestMachineClient> {
      return (await call.get("/api/v1/basis/machine-clients/{id}", { path: { id } })).body;
    },
    async create(body: RestCreateMachineClient): Promise<RestMachineClientWithSecret> {
      return (await call.post("/api/v1/basis/machine-clients", { body })).body;
    },
    async update(id: number, body: RestUpdateMachineClient): Promise<RestMachineClient> {
      return (await call.patch("/api/v1/basis/machine-clients/{id}", { path: { id }, body })).body;
    },
    async rotateSecret(id: number, version: number): Promise<RestMachineClientWithSecret> {
      return (
        await call.post("/api/v1/basis/machine-clients/{id}/rotate-secret", {
          path: { id },
          body: { version },
        })
      ).body;
    },
    async remove(id: number, version: number): Promise<{ id: number }> {
      return (
        await call.delete("/api/v1/basis/machine-clients/{id}", {
          path: { id },
          query: { version },
        })
      ).body;
    },
  };
}

export type MachineClientsApi = ReturnType<typeof createMachineClientsApi>;
