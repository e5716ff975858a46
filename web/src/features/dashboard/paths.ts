// The dashboard's URL: the root of the signed-in app.
export const DASHBOARD_PATH = "/";
