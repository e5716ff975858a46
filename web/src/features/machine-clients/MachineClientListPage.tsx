import { Badge, Spinner } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { useQuery } from "urql";
import { graphql } from "@/gql";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { Page } from "@/shared/page";
import { CreateLink } from "@/shared/list/CreateLink";
import { scopeLabel } from "./machine-client-form";
import { MACHINE_CLIENT_CREATE_PATH, machineClientEditPath } from "./paths";
import { listLabel } from "@cfx/domain/fields/define";
import { machineClientFields as f } from "@cfx/domain/fields/users";

const MachineClientListPageQuery = graphql(`
  query MachineClientListPage {
    machineClients {
      id
      clientId
      name
      scopes
      disabled
      lastUsedAt
      associateCompany {
        id
        name
      }
    }
  }
`);

type Row = ResultOf<typeof MachineClientListPageQuery>["machineClients"][number];

// Unpaged, by name: an operator registers a handful of integrations, never pages of them.
const columns = columnsOf<Row, never>()([
  { id: "name", label: listLabel(f.name), value: (c) => c.name, primary: true, width: "22%" },
  { id: "clientId", label: listLabel(f.clientId), value: (c) => c.clientId, width: "16rem" },
  {
    id: "scopes",
    label: listLabel(f.scopes),
    value: (c) => c.scopes.map(scopeLabel).join("、"),
  },
  {
    id: "company",
    label: listLabel(f.associateCompanyId),
    value: (c) => c.associateCompany?.name ?? "なし",
  },
  {
    id: "status",
    label: "状態",
    value: (c) => (c.disabled ? "停止中" : "有効"),
    cell: (c) =>
      c.disabled ? (
        <Badge appearance="filled" color="danger">
          停止中
        </Badge>
      ) : (
        <Badge appearance="tint" color="success">
          有効
        </Badge>
      ),
    width: "6rem",
    overflow: "nowrap",
  },
  {
    id: "lastUsedAt",
    label: "最終利用日時",
    value: (c) => (c.lastUsedAt ? formatDateTime(c.lastUsedAt) : "未使用"),
    width: "10rem",
    overflow: "nowrap",
  },
]);

/** /machine-clients: the integrations allowed in, by name. */
export function MachineClientListPage() {
  const [{ data, fetching, error }] = useQuery({
    query: MachineClientListPageQuery,
    requestPolicy: "cache-and-network",
  });
  return (
    <Page title="連携クライアント一覧" actions={<CreateLink href={MACHINE_CLIENT_CREATE_PATH} />}>
      {data ? (
        <DataTable
          label="連携クライアント一覧"
          columns={columns}
          rows={data.machineClients}
          rowKey={(c) => c.id}
          rowHref={(c) => machineClientEditPath(c.id)}
          emptyText="連携クライアントは登録されていません"
        />
      ) : error && !fetching ? (
        <p role="alert">連携クライアントを読み込めませんでした</p>
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
