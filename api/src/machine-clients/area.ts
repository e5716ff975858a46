import { defineApiArea } from "../platform/define-area";
import { machineClientsRoutes } from "./routes";
import { localTokenRoute } from "./token-route";

export const machineClientsArea = defineApiArea({
  name: "machine-clients",
  register: async (api, { options }) => {
    // Local identity mode: the product makes the clients' ids and secrets and serves their tokens
    // (POST /oauth2/token); in Cognito mode the user pool does both.
    await api.register(machineClientsRoutes(options.localTokenIssuer ? "local" : "cognito"));
    if (options.localTokenIssuer) await api.register(localTokenRoute(options.localTokenIssuer));
  },
});
