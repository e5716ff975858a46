import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { Section } from "@/shared/record/Section";

interface Client {
  id: string | number;
  name: string;
}

const columns = columnsOf<Client>()([
  { id: "id", label: "ID", value: (c) => String(c.id), width: "6rem" },
  { id: "name", label: "名称", value: (c) => c.name },
]);

/**
 * The values the file's 発注元 column accepts (#37.14): a live client's name as the master list
 * writes it, or its ID.
 */
export function ClientValues({ clients }: { clients: readonly Client[] }) {
  return (
    <Section title="発注元に指定できる値（名称またはID）">
      <DataTable
        label="発注元に指定できる値"
        columns={columns}
        rows={clients}
        rowKey={(c) => String(c.id)}
        emptyText="発注元が登録されていません"
      />
    </Section>
  );
}
