import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { InformationProvider } from "./information";

// Placeholder until the auth feature wires Amplify, urql and the session here.
export function App() {
  return (
    <FluentProvider theme={webLightTheme}>
      <InformationProvider>
        <main>CFX 光化工事管理</main>
      </InformationProvider>
    </FluentProvider>
  );
}
