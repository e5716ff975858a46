// Moved to the kit (the threshold master of マスタ管理 reads and shows dBm the same way).
export * from "@/shared/dbm";
