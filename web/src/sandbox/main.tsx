// The GraphQL sandbox (/sandbox): GraphiQL 5 bundled with the app (its CSS, fonts and Monaco
// workers come from this origin: nothing loads from a CDN), signed in with the web app's own
// runtime config and Amplify session.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { configureIdentity, currentIdToken } from "../app/identity";
import { loadRuntimeConfig } from "../app/runtime-config";
import { createSandboxFetcher } from "./fetcher";
import { Sandbox, SandboxError, SignInFirst } from "./Sandbox";

const element = document.getElementById("root");
if (!element) throw new Error("#root missing from sandbox.html");
const root = createRoot(element);

async function start() {
  const config = await loadRuntimeConfig();
  configureIdentity(config);
  const token = await currentIdToken().catch(() => null);
  if (!token) {
    root.render(<SignInFirst />);
    return;
  }
  root.render(
    <StrictMode>
      <Sandbox fetcher={createSandboxFetcher(() => currentIdToken())} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error("Could not start the sandbox", error);
  root.render(<SandboxError />);
});
