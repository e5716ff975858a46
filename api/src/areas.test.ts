import { describeAreaRegistry } from "@cfx/domain/testing/area-registry";
import { apiAreas } from "./areas";

// Every folder of src/ is an area (with an area.ts listed in areas.ts) or named here with why it
// is not.
describeAreaRegistry("the API's areas (areas.ts)", {
  root: new URL(".", import.meta.url),
  file: "area.ts",
  notAreas: {
    auth: "token checks of every request and GET /login: registered by app.ts before the areas",
    db: "the database client, tables and migrations",
    files: "the file stores (local folder, S3) that areas write to",
    platform: "what every area is built on (errors, validation, idempotency, health routes)",
    seed: "demo and test data",
    test: "the test harness",
  },
  list: apiAreas,
  load: (folder) => import(`./${folder}/area.ts`),
  // The API mounts areas by name (its OpenAPI tags and logs say it).
  nameOf: (area) => area.name,
});
