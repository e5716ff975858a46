// The GraphQL sandbox (/sandbox): GraphiQL 5 bundled with the app (its CSS, fonts and Monaco
// workers come from this origin: nothing loads from a CDN), signed in with the web app's own
// runtime config and Amplify session — or, in local mode, as a machine client (issue #39).
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { configureIdentity } from "../app/identity";
import { currentIdToken } from "../shared/id-token";
import { loadRuntimeConfig } from "../app/runtime-config";
import { ClientSignIn } from "./ClientSignIn";
import { createClientTokenSource } from "./client-token";
import { createSandboxFetcher } from "./fetcher";
import { Sandbox, SandboxError, SignInFirst } from "./Sandbox";

const element = document.getElementById("root");
if (!element) throw new Error("#root missing from sandbox.html");
const root = createRoot(element);

function run(token: () => Promise<string | null>, caller: "user" | "client") {
  root.render(
    <StrictMode>
      <Sandbox fetcher={createSandboxFetcher(token)} caller={caller} />
    </StrictMode>,
  );
}

async function start() {
  const config = await loadRuntimeConfig();
  configureIdentity(config);
  const token = await currentIdToken().catch(() => null);
  if (config.identity.mode !== "local") {
    if (token) run(() => currentIdToken(), "user");
    else root.render(<SignInFirst />);
    return;
  }
  root.render(
    <ClientSignIn
      signedIn={token !== null}
      onUser={() => run(() => currentIdToken(), "user")}
      onClient={async (clientId, secret) => {
        const clientToken = createClientTokenSource(clientId, secret);
        await clientToken();
        run(clientToken, "client");
      }}
    />,
  );
}

start().catch((error: unknown) => {
  console.error("Could not start the sandbox", error);
  root.render(<SandboxError />);
});
