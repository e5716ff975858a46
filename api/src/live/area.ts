import { defineApiArea } from "../platform/define-area";
import { liveRoutes } from "./routes";

export const liveArea = defineApiArea({
  name: "live",
  register: async (api, { options, liveListener }) => {
    await api.register(
      liveRoutes({
        key: options.liveEventsKey,
        listener: liveListener,
        heartbeatMs: options.liveHeartbeatMs,
      }),
    );
  },
});
