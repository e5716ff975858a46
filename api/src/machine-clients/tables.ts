import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { recordColumns, timestampColumn } from "../db/columns";
import { associateCompanies } from "../masters/tables";
import { users } from "../users/tables";

/**
 * The integrations allowed in (issue #39): an app client with a secret, using the OAuth 2.0
 * client-credentials grant. A token is accepted only for a client registered here and live, and
 * only with the scopes registered here. Each client acts through its own `users` row (marked
 * `machine`): what it writes is stamped and audited under that row, whose name is the client's,
 * so the history names the client; the row is never listed among the staff and cannot sign in.
 */
export const machineClients = pgTable(
  "machine_clients",
  {
    ...recordColumns(),
    /** The app client id: Cognito's (production) or one made by the product (local mode). */
    clientId: text().notNull(),
    name: text().notNull(),
    /** What it may do: read scopes and permission flags (`@cfx/domain/machine-scopes`). */
    scopes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set: the client sees only this partner company's work, as that company's 工事担当. */
    associateCompanyId: integer().references(() => associateCompanies.id),
    /** The acting user row (machine = true). */
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** scrypt hash of the secret (local mode only; Cognito keeps its own). */
    secretHash: text(),
    disabledAt: timestampColumn(),
    /** When a token of this client was last accepted (kept to the minute). */
    lastUsedAt: timestampColumn(),
  },
  (t) => [
    uniqueIndex("machine_clients_client_id_key").on(t.clientId),
    index().on(t.associateCompanyId),
  ],
);
