import { Badge, makeStyles, Text, tokens } from "@fluentui/react-components";
import { graphql, getFragmentData, type FragmentType } from "@/gql";
import type { MachineClientForm_ClientFragment as FormClient } from "@/gql/graphql";
import {
  CheckboxGroupField,
  SelectField,
  TextField,
  type MasterOption,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { FormDeleteAction, type DeletableProps } from "@/shared/record/DeleteAction";
import { RecordHeading } from "@/shared/record/RecordHeading";
import {
  EMPTY_MACHINE_CLIENT_FORM,
  MACHINE_CLIENT_NAME_MAX,
  machineClientFormSchema,
  SCOPE_OPTIONS,
  type MachineClientFormOutput,
  type MachineClientFormValues,
} from "./machine-client-form";
import { machineClientFields as f } from "@cfx/domain/fields/users";

export const MachineClientForm_ClientFragment = graphql(`
  fragment MachineClientForm_Client on MachineClient {
    id
    clientId
    name
    scopes
    disabled
    associateCompany {
      id
    }
  }
`);

const useStyles = makeStyles({
  clientId: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all" },
});

function initialValues(client: FormClient | null | undefined): MachineClientFormValues {
  if (!client) return EMPTY_MACHINE_CLIENT_FORM;
  return {
    name: client.name,
    scopes: [...client.scopes],
    associateCompanyId: client.associateCompany ? String(client.associateCompany.id) : "",
    clientId: client.clientId,
  };
}

/**
 * 名称, スコープ and 協力会社 of a machine client; on create in Cognito mode also the user pool's
 * app client id. It only takes props: the page fetches, saves and deletes.
 */
export function MachineClientForm({
  client,
  companies,
  askClientId,
  onSubmit,
  onCancel,
  onReload,
  ...deletable
}: DeletableProps & {
  client?: FragmentType<typeof MachineClientForm_ClientFragment> | null;
  companies: readonly MasterOption[];
  /** Create in Cognito mode: the app client was made in the user pool. */
  askClientId: boolean;
  onSubmit: (output: MachineClientFormOutput) => Promise<SubmitOutcome | void> | void;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const styles = useStyles();
  const data = getFragmentData(MachineClientForm_ClientFragment, client);
  const form = useKitForm(machineClientFormSchema(askClientId), initialValues(data));
  return (
    <KitForm
      form={form}
      label="連携クライアント情報"
      header={
        data ? (
          <RecordHeading>
            <Text weight="semibold">
              クライアントID：<span className={styles.clientId}>{data.clientId}</span>
            </Text>
            {data.disabled ? (
              <Badge appearance="filled" color="danger">
                停止中
              </Badge>
            ) : (
              <Badge appearance="tint" color="success">
                有効
              </Badge>
            )}
          </RecordHeading>
        ) : null
      }
      submitLabel={data ? "更新" : "登録"}
      onSubmit={async (output) => await onSubmit(output)}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={<FormDeleteAction what="連携クライアント" {...deletable} />}
    >
      <TextField
        name="name"
        label={f.name.label}
        required
        placeholder="例：基幹システム連携"
        maxLength={MACHINE_CLIENT_NAME_MAX}
        hint="履歴には、この連携が登録・更新したデータの担当者としてこの名称が表示されます"
      />
      {askClientId ? (
        <TextField
          name="clientId"
          label="アプリクライアントID"
          required
          autoComplete="off"
          hint="Cognitoのユーザープールで作成した、シークレット付きのアプリクライアントのID"
        />
      ) : null}
      <CheckboxGroupField
        name="scopes"
        label={f.scopes.label}
        options={SCOPE_OPTIONS}
        hint="「…の参照」はその範囲の一覧と詳細を読めます。そのほかは同じ名前の利用者権限と同じ操作を許可します"
      />
      <SelectField
        name="associateCompanyId"
        label={f.associateCompanyId.label}
        options={companies}
        emptyLabel="なし（自社の連携）"
        hint="選ぶと、その協力会社に依頼した工事とその関連データだけを扱えます"
      />
    </KitForm>
  );
}
