import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { documentTitle, setBrand } from "./shared/brand";
import { configureIdentity } from "./app/identity";
import { loadRuntimeConfig } from "./app/runtime-config";
import { registerServiceWorker } from "./app/service-worker";
import { reloadOnStaleBuild } from "./app/stale-build";
import { StartupError } from "./app/StartupError";

reloadOnStaleBuild();
registerServiceWorker();

const element = document.getElementById("root");
if (!element) throw new Error("#root missing from index.html");
const root = createRoot(element);

// The identity service must be configured before anything asks it for a session.
loadRuntimeConfig()
  .then((config) => {
    setBrand(config.brandCode, config.subtitle);
    document.title = documentTitle();
    configureIdentity(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error("Could not start: /app-config.json", error);
    root.render(<StartupError />);
  });
