// What the sections of one database's run (run-database.ts and the *-section.ts beside it) share:
// the settings, the first targets page the facts come from, the counting gateway's name and say().
// Its own module so that the sections need not import run-database.ts, which imports them.
import type { BenchDatabase } from "./database";
import type { Facts } from "./queries";
import type { Service } from "./services";

export type Settings = {
  /** `all`, or `users` / `web`: the seed and section 9 / 12 only (a quick try of it). */
  only: "all" | "users" | "web";
  targets: number;
  rounds: number;
  caseBudgetMs: number;
  loadSeconds: number;
  loadConnections: number;
  settleSeconds: number;
  importRows: number;
  importRuns: number;
  usersSeconds: number;
  /** Users on PGlite, each with `usersThinkMs` between its requests. */
  usersEmbedded: number;
  usersThinkMs: number;
  /** Users on PostgreSQL, without pause. */
  usersPostgres: number;
  usersWarmupSeconds: number;
  /** Requests per operation in 9b (0: skip it). */
  costRequests: number;
  /** Idle live streams of section 11 (0: skip it). */
  liveStreams: number;
};

/** The first targets page as the web app gets it: the facts the filters need. */
export type FirstPage = {
  targets: { items: { id: string }[]; pageInfo: { totalCount: number } };
  clients: { id: string }[];
  projectChoices: { id: string }[];
};

/** One database's running stack, as every section after the seed receives it. */
export type RunStack = {
  database: BenchDatabase;
  settings: Settings;
  services: Service[];
  api: Service;
  gateway: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  facts: Facts;
};

export const say = (line: string) => console.log(line);
export const COUNTING = "gateway (counting)";
