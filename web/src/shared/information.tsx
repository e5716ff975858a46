import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";

// The spec's client-side "information" state (§3, §4): one alert and one loading flag for the whole app.
export type AlertType = "error" | "warning" | "info" | "success";

export interface InformationState {
  alertType: AlertType;
  alertMessage: string;
  isAlerting: boolean;
  isLoading: boolean;
  /** The path the alert was opened on: a move to another path clears it. */
  alertPath?: string;
}

export const initialInformation: InformationState = {
  alertType: "info",
  alertMessage: "",
  isAlerting: false,
  isLoading: false,
};

type Action =
  | { type: "start" }
  | { type: "finish" }
  | { type: "openAlert"; alertType: AlertType; message: string; path?: string }
  | { type: "routeChanged"; path: string }
  | { type: "closeAlert" }
  | { type: "reset" };

export function informationReducer(state: InformationState, action: Action): InformationState {
  switch (action.type) {
    case "start": // Start: isLoading true, alerts cleared.
      return { ...state, isLoading: true, isAlerting: false, alertMessage: "" };
    case "finish":
      return { ...state, isLoading: false };
    case "openAlert":
      return {
        alertType: action.alertType,
        alertMessage: action.message,
        isAlerting: true,
        isLoading: false,
        alertPath: action.path,
      };
    case "routeChanged": // An alert belongs to the page it was opened on (issue #10).
      return state.isAlerting && state.alertPath !== action.path
        ? { ...state, isAlerting: false, alertMessage: "" }
        : state;
    case "closeAlert":
      return { ...state, isAlerting: false, alertMessage: "" };
    case "reset":
      return initialInformation;
  }
}

export interface InformationActions {
  startLoading(): void;
  finishLoading(): void;
  openAlert(alertType: AlertType, message: string): void;
  closeAlert(): void;
  reset(): void;
  /** The route is now `path`: an alert opened on another path is cleared. */
  routeChanged(path: string): void;
}

const StateContext = createContext<InformationState>(initialInformation);
const ActionsContext = createContext<InformationActions | null>(null);

export function InformationProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(informationReducer, initialInformation);
  const actions = useMemo<InformationActions>(
    () => ({
      startLoading: () => dispatch({ type: "start" }),
      finishLoading: () => dispatch({ type: "finish" }),
      // The path is read when the alert opens: a save that navigates first keeps its alert.
      openAlert: (alertType, message) =>
        dispatch({ type: "openAlert", alertType, message, path: window.location.pathname }),
      closeAlert: () => dispatch({ type: "closeAlert" }),
      reset: () => dispatch({ type: "reset" }),
      routeChanged: (path) => dispatch({ type: "routeChanged", path }),
    }),
    [],
  );
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export const useInformation = () => useContext(StateContext);

export function useInformationActions(): InformationActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error("useInformationActions outside InformationProvider");
  return actions;
}

/** Clears the alert when the route moves away from the page it was opened on. */
export function useClearAlertOnRouteChange(path: string) {
  const { routeChanged } = useInformationActions();
  useEffect(() => routeChanged(path), [path, routeChanged]);
}
