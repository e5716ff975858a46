import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { normalizeEmail } from "@cfx/domain/rules";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { graphql, getFragmentData, type FragmentType } from "@/gql";
import type { UserForm_UserFragment as UserFormUser } from "@/gql/graphql";
import { KanaField, SelectField, TextField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { FormDeleteAction, type DeletableProps } from "@/shared/record/DeleteAction";
import { RecordHeading } from "@/shared/record/RecordHeading";
import { UserStatusBadge } from "./UserStatusBadge";
import {
  EMPTY_USER_FORM,
  PASSWORD_HINT,
  teamsOfCompany,
  userFormSchema,
  type Option,
  type TeamOption,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
} from "./user-form";
import { userFields } from "@cfx/domain/fields/users";

export const UserForm_UserFragment = graphql(`
  fragment UserForm_User on User {
    id
    code
    name
    nameKana
    email
    status
    version
    roleType {
      id
    }
    associateCompanies {
      id
    }
    teams {
      id
    }
    clients {
      id
    }
  }
`);

export interface UserFormOptions {
  roleTypes: readonly Option[];
  associateCompanies: readonly Option[];
  teams: readonly TeamOption[];
  clients: readonly Option[];
}

const useStyles = makeStyles({
  section: {
    color: tokens.colorNeutralForeground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

function initialValues(user: UserFormUser | undefined | null): UserFormValues {
  if (!user) return EMPTY_USER_FORM;
  const first = (items: readonly { id: number }[]) => (items[0] ? String(items[0].id) : "");
  return {
    ...EMPTY_USER_FORM,
    name: user.name,
    nameKana: user.nameKana ?? "",
    email: user.email,
    roleTypeId: String(user.roleType.id),
    associateCompanyId: first(user.associateCompanies),
    teamId: first(user.teams),
    clientId: first(user.clients),
  };
}

/**
 * The user's fields (docs/spec.md §3: 氏名, メールアドレス, 権限種別, 協力会社, 班, 発注元; on create a temporary
 * password). It only takes props: the page fetches, saves and deletes.
 */
export function UserForm({
  mode,
  user,
  options,
  onSubmit,
  onCancel,
  onReload,
  ...deletable
}: DeletableProps & {
  mode: UserFormMode;
  user?: FragmentType<typeof UserForm_UserFragment> | null;
  options: UserFormOptions;
  onSubmit: (output: UserFormOutput) => Promise<SubmitOutcome | void> | void;
  onCancel: () => void;
  /** Edit only: fetches the user again after a conflict. */
  onReload?: () => void;
}) {
  const styles = useStyles();
  const data = getFragmentData(UserForm_UserFragment, user);
  const schema = useMemo(() => userFormSchema(mode, options.teams), [mode, options.teams]);
  const form = useKitForm(schema, initialValues(data));
  const companyId = useWatch({ control: form.control, name: "associateCompanyId" });
  const teamOptions = useMemo(() => teamsOfCompany(options.teams, companyId), [options, companyId]);

  // A team belongs to a company: a new company drops a team that is not one of its own.
  useEffect(() => {
    const teamId = form.getValues("teamId");
    if (teamId && !teamOptions.some((t) => String(t.id) === teamId))
      form.setValue("teamId", "", { shouldDirty: true });
  }, [form, teamOptions]);

  return (
    <KitForm
      form={form}
      label="ユーザー情報"
      header={
        data ? (
          <RecordHeading>
            <Text className={styles.section} weight="semibold">
              ユーザーID：{data.code}
            </Text>
            <UserStatusBadge status={data.status} />
          </RecordHeading>
        ) : null
      }
      submitLabel={mode === "create" ? "登録" : "更新"}
      onSubmit={async (output) => await onSubmit(output)}
      onCancel={onCancel}
      onReload={onReload}
      errorAliases={{ username: "email" }}
      extraActions={<FormDeleteAction what="ユーザー" {...deletable} />}
    >
      <TextField
        name="name"
        label={userFields.name.label}
        required
        placeholder="例：山田 太郎"
        maxLength={100}
      />
      <KanaField
        name="nameKana"
        label={userFields.nameKana.label}
        placeholder="例：ヤマダ タロウ"
        maxLength={100}
      />
      <TextField
        name="email"
        label={userFields.email.label}
        required
        type="email"
        autoComplete="off"
        placeholder="例：yamada@example.jp"
        normalize={normalizeEmail}
      />
      <SelectField
        name="roleTypeId"
        label={userFields.roleTypeId.label}
        required
        options={options.roleTypes}
      />
      <SelectField name="clientId" label={userFields.clientIds.label} options={options.clients} />
      <SelectField
        name="associateCompanyId"
        label={userFields.associateCompanyIds.label}
        options={options.associateCompanies}
      />
      <SelectField
        name="teamId"
        label={userFields.teamIds.label}
        options={teamOptions}
        disabled={!companyId}
        hint={companyId ? undefined : "協力会社を選択すると選べます"}
      />
      {mode === "create" ? (
        <TextField
          name="temporaryPassword"
          label="仮パスワード"
          required
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
      ) : null}
    </KitForm>
  );
}
