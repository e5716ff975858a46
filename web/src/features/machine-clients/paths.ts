// 連携クライアント (issue #39): the integrations allowed in, managed by user administrators.

export const MACHINE_CLIENTS_PATH = "/machine-clients";
export const MACHINE_CLIENT_CREATE_PATH = "/machine-clients/create";
export const machineClientEditPath = (id: string | number) => `/machine-clients/${id}`;

/** The edit page's dialog in the URL (`?dialog=delete`), so the back button closes it. */
export type MachineClientDialog = "delete";

export function parseMachineClientDialog(search: string): MachineClientDialog | undefined {
  return new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("dialog") ===
    "delete"
    ? "delete"
    : undefined;
}

export function machineClientEditHref(id: string | number, dialog?: MachineClientDialog): string {
  return dialog ? `${machineClientEditPath(id)}?dialog=${dialog}` : machineClientEditPath(id);
}
