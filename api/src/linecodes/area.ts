import { defineApiArea } from "../platform/define-area";
import linecodesRoutes from "./routes";

export const linecodesArea = defineApiArea({
  name: "linecodes",
  register: async (api) => {
    await api.register(linecodesRoutes);
  },
});
