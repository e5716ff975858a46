import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  shorthands,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Delete20Regular, Save20Regular } from "@fluentui/react-icons";
import { useMemo, useState, type FormEvent } from "react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import type { UserForm_UserFragment as UserFormUser } from "../../gql/graphql";
import {
  EMPTY_USER_FORM,
  PASSWORD_HINT,
  teamsOfCompany,
  toUserFormOutput,
  validateUserForm,
  type Option,
  type TeamOption,
  type UserFormErrors,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
} from "./user-form";

export const UserForm_UserFragment = graphql(`
  fragment UserForm_User on User {
    id
    code
    name
    email
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
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXL,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: "start",
  },
  section: {
    color: tokens.colorNeutralForeground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: {
    display: "flex",
    gap: tokens.spacingHorizontalM,
    justifyContent: "flex-end",
    flexWrap: "wrap",
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  danger: {
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    ":hover": {
      color: tokens.colorPaletteRedForeground2,
      ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    },
  },
  dangerPrimary: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ":hover": { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

function initialValues(user: UserFormUser | undefined | null): UserFormValues {
  if (!user) return EMPTY_USER_FORM;
  const first = (items: readonly { id: number }[]) => (items[0] ? String(items[0].id) : "");
  return {
    ...EMPTY_USER_FORM,
    name: user.name,
    email: user.email,
    roleTypeId: String(user.roleType.id),
    associateCompanyId: first(user.associateCompanies),
    teamId: first(user.teams),
    clientId: first(user.clients),
  };
}

/**
 * The user's fields (spec §3: 氏名, メールアドレス, 権限種別, 協力会社, 班, 発注元; on create a temporary
 * password). It only takes props: the page fetches, saves and deletes.
 */
export function UserForm({
  mode,
  user,
  options,
  onSubmit,
  onCancel,
  onDelete,
  deleteDialogOpen = false,
  onDeleteDialogChange,
}: {
  mode: UserFormMode;
  user?: FragmentType<typeof UserForm_UserFragment> | null;
  options: UserFormOptions;
  onSubmit: (output: UserFormOutput) => void;
  onCancel: () => void;
  /** Edit only: called after the user confirmed the deletion. */
  onDelete?: () => void;
  deleteDialogOpen?: boolean;
  onDeleteDialogChange?: (open: boolean) => void;
}) {
  const styles = useStyles();
  const data = getFragmentData(UserForm_UserFragment, user);
  const [values, setValues] = useState<UserFormValues>(() => initialValues(data));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const teamOptions = useMemo(
    () => teamsOfCompany(options.teams, values.associateCompanyId),
    [options.teams, values.associateCompanyId],
  );

  const change = (key: keyof UserFormValues, value: string) => {
    const next = { ...values, [key]: value };
    // A team belongs to a company: a new company drops a team that is not one of its own.
    if (key === "associateCompanyId" && next.teamId) {
      const keep = teamsOfCompany(options.teams, value).some((t) => String(t.id) === next.teamId);
      if (!keep) next.teamId = "";
    }
    setValues(next);
    if (submitted) setErrors(validateUserForm(next, mode, options.teams));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateUserForm(values, mode, options.teams);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstKey = Object.keys(found)[0];
      document.getElementById(`user-${firstKey}`)?.focus();
      return;
    }
    onSubmit(toUserFormOutput(values, mode));
  };

  const fieldState = (key: keyof UserFormValues) =>
    errors[key] ? { validationState: "error" as const, validationMessage: errors[key] } : {};

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="ユーザー情報">
      {data ? (
        <Text className={styles.section} weight="semibold">
          ユーザーID：{data.code}
        </Text>
      ) : null}
      <div className={styles.grid}>
        <Field label="氏名" required {...fieldState("name")}>
          <Input
            id="user-name"
            value={values.name}
            maxLength={100}
            placeholder="例：山田 太郎"
            onChange={(_, d) => change("name", d.value)}
          />
        </Field>
        <Field label="メールアドレス" required {...fieldState("email")}>
          <Input
            id="user-email"
            type="email"
            value={values.email}
            placeholder="例：yamada@example.jp"
            autoComplete="off"
            onChange={(_, d) => change("email", d.value)}
          />
        </Field>
        <Field label="権限種別" required {...fieldState("roleTypeId")}>
          <Select
            id="user-roleTypeId"
            value={values.roleTypeId}
            onChange={(_, d) => change("roleTypeId", d.value)}
          >
            <option value="">選択してください</option>
            {options.roleTypes.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="発注元" {...fieldState("clientId")}>
          <Select
            id="user-clientId"
            value={values.clientId}
            onChange={(_, d) => change("clientId", d.value)}
          >
            <option value="">なし</option>
            {options.clients.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="協力会社" {...fieldState("associateCompanyId")}>
          <Select
            id="user-associateCompanyId"
            value={values.associateCompanyId}
            onChange={(_, d) => change("associateCompanyId", d.value)}
          >
            <option value="">なし</option>
            {options.associateCompanies.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="班"
          hint={values.associateCompanyId ? undefined : "協力会社を選択すると選べます"}
          {...fieldState("teamId")}
        >
          <Select
            id="user-teamId"
            value={values.teamId}
            disabled={!values.associateCompanyId}
            onChange={(_, d) => change("teamId", d.value)}
          >
            <option value="">なし</option>
            {teamOptions.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        </Field>
        {mode === "create" ? (
          <Field
            label="仮パスワード"
            required
            hint={PASSWORD_HINT}
            {...fieldState("temporaryPassword")}
          >
            <Input
              id="user-temporaryPassword"
              type="password"
              autoComplete="new-password"
              value={values.temporaryPassword}
              onChange={(_, d) => change("temporaryPassword", d.value)}
            />
          </Field>
        ) : null}
      </div>
      <div className={styles.actions}>
        {mode === "edit" && onDelete ? (
          <Dialog open={deleteDialogOpen} onOpenChange={(_, d) => onDeleteDialogChange?.(d.open)}>
            <Button
              type="button"
              appearance="outline"
              className={styles.danger}
              icon={<Delete20Regular />}
              onClick={() => onDeleteDialogChange?.(true)}
            >
              削除
            </Button>
            <DialogSurface>
              <DialogBody>
                <DialogTitle>ユーザーの削除</DialogTitle>
                <DialogContent>削除します。よろしいですか？</DialogContent>
                <DialogActions>
                  <Button
                    type="button"
                    appearance="secondary"
                    onClick={() => onDeleteDialogChange?.(false)}
                  >
                    キャンセル
                  </Button>
                  <Button
                    type="button"
                    appearance="primary"
                    className={styles.dangerPrimary}
                    onClick={onDelete}
                  >
                    削除
                  </Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        ) : null}
        <span className={styles.spacer} />
        <Button type="button" appearance="secondary" onClick={onCancel}>
          キャンセル
        </Button>
        <Button type="submit" appearance="primary" icon={<Save20Regular />}>
          {mode === "create" ? "登録" : "更新"}
        </Button>
      </div>
    </form>
  );
}
