import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** Renders `ui` in Fluent's theme and a wouter router at `path` (e.g. "/users?page=2"). */
export function renderAt(ui: ReactElement, path = "/") {
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </FluentProvider>,
  );
  return { ...view, location };
}
