// A drop line's words (docs/DOMAIN.md "LineCode"): its cable type and kind. The API checks them; the
// list's filters and the edit form offer them. The statuses are the workflow's (workflows.ts).

export const cableTypes = ["同軸5C", "同軸7C", "光ドロップ"] as const;
export const lineKinds = ["放送", "通信", "共用"] as const;
