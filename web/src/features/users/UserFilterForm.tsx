import { Button, Field, Input, makeStyles, Select, tokens } from "@fluentui/react-components";
import { Dismiss20Regular, Search20Regular } from "@fluentui/react-icons";
import { useState, type FormEvent } from "react";
import { compactFilter, type UserListFilter } from "./paths";
import type { UserFormOptions } from "./UserForm";

const useStyles = makeStyles({
  form: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  // Grid items default to min-width: auto, so a long option (第1班（株式会社…）) would push a select
  // over its neighbour; let each field shrink to its column instead.
  field: { minWidth: 0 },
  actions: {
    display: "flex",
    gap: tokens.spacingHorizontalS,
    gridColumn: "-2 / -1",
    justifyContent: "flex-end",
  },
});

type Draft = Record<keyof UserListFilter, string>;

const toDraft = (f: UserListFilter): Draft => ({
  name: f.name ?? "",
  email: f.email ?? "",
  roleTypeId: f.roleTypeId ? String(f.roleTypeId) : "",
  associateCompanyId: f.associateCompanyId ? String(f.associateCompanyId) : "",
  teamId: f.teamId ? String(f.teamId) : "",
  clientId: f.clientId ? String(f.clientId) : "",
});

const num = (v: string) => (v ? Number(v) : undefined);

/** The search conditions of the user list; empty values are dropped before the search (spec §5). */
export function UserFilterForm({
  filter,
  options,
  onSearch,
}: {
  filter: UserListFilter;
  options: UserFormOptions;
  onSearch: (filter: UserListFilter) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(() => toDraft(filter));
  const set = (key: keyof Draft) => (_: unknown, d: { value: string }) =>
    setDraft((p) => ({ ...p, [key]: d.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(
      compactFilter({
        name: draft.name,
        email: draft.email,
        roleTypeId: num(draft.roleTypeId),
        associateCompanyId: num(draft.associateCompanyId),
        teamId: num(draft.teamId),
        clientId: num(draft.clientId),
      }),
    );
  };
  const select = (
    key: keyof Draft,
    label: string,
    items: readonly { id: number; name: string }[],
  ) => (
    <Field label={label} className={styles.field}>
      <Select value={draft[key]} onChange={set(key)}>
        <option value="">すべて</option>
        {items.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label="ユーザー検索">
      <Field label="氏名">
        <Input value={draft.name} onChange={set("name")} placeholder="部分一致" />
      </Field>
      <Field label="メールアドレス">
        <Input value={draft.email} onChange={set("email")} placeholder="部分一致" />
      </Field>
      {select("roleTypeId", "権限種別", options.roleTypes)}
      {select("associateCompanyId", "協力会社", options.associateCompanies)}
      {select(
        "teamId",
        "班",
        // Team names repeat between companies (第1班): name the company when it is known.
        options.teams.map((t) => {
          const company = options.associateCompanies.find((c) => c.id === t.associateCompanyId);
          return company ? { id: t.id, name: `${t.name}（${company.name}）` } : t;
        }),
      )}
      {select("clientId", "発注元", options.clients)}
      <div className={styles.actions}>
        <Button
          type="button"
          appearance="subtle"
          icon={<Dismiss20Regular />}
          onClick={() => {
            setDraft(toDraft({}));
            onSearch({});
          }}
        >
          クリア
        </Button>
        <Button type="submit" appearance="primary" icon={<Search20Regular />}>
          検索
        </Button>
      </div>
    </form>
  );
}
