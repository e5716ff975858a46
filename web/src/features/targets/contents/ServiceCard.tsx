import { implementationLabels } from "@cfx/domain/enumerations";
import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { MasterOption } from "@/shared/form/fields";
import { DateField, FieldScope, SelectField, TextField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { codeOptions } from "@/shared/form/options";
import {
  NEW_SERVICE,
  serviceFormSchema,
  serviceFormValues,
  type ServiceFormOutput,
} from "./service-form";

export const ServiceCard_ServiceFragment = graphql(`
  fragment ServiceCard_Service on CustomerService {
    id
    code
    contractTypeId
    contractType {
      id
      name
    }
    contractDetailTypeId
    contractDetailType {
      id
      name
    }
    contractReceiverId
    contractReceiver {
      id
      name
    }
    customerServiceItemId
    customerServiceItem {
      id
      name
    }
    implementation
    implementationLabel
    operatorCustomerNo
    startDate
    endDate
    notes
    version
  }
`);

export interface ServiceOptions {
  contractTypes: readonly MasterOption[];
  contractDetailTypes: readonly MasterOption[];
  contractReceivers: readonly MasterOption[];
  serviceItems: readonly MasterOption[];
}

// 未選択 (0) is the select's empty entry.
const IMPLEMENTATION_OPTIONS = codeOptions(implementationLabels, [0]);

const useStyles = makeStyles({ code: { color: tokens.colorNeutralForeground2 } });

/** One contract content (CS row) as a form card with its own save; `service` null for a new one. */
export function ServiceCard({
  service,
  options,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
}: {
  service: FragmentType<typeof ServiceCard_ServiceFragment> | null;
  options: ServiceOptions;
  onSubmit: (output: ServiceFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
  extraActions?: ReactNode;
}) {
  const styles = useStyles();
  const data = getFragmentData(ServiceCard_ServiceFragment, service);
  const form = useKitForm(serviceFormSchema, serviceFormValues(data ?? NEW_SERVICE));
  return (
    <KitForm
      form={form}
      label={data ? `契約内容 ${data.code}` : "新しい契約内容"}
      header={
        <Text as="h3" weight="semibold" className={styles.code}>
          {data ? `契約内容コード：${data.code}` : "新しい契約内容"}
        </Text>
      }
      submitLabel={data ? "更新" : "登録"}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={extraActions}
    >
      <FieldScope prefix={data ? `cs${data.id}` : "cs-new"}>
        <SelectField name="contractTypeId" label="契約種別" options={options.contractTypes} />
        <SelectField
          name="contractDetailTypeId"
          label="契約詳細種別"
          options={options.contractDetailTypes}
        />
        <SelectField
          name="contractReceiverId"
          label="契約受付者"
          options={options.contractReceivers}
        />
        <SelectField
          name="customerServiceItemId"
          label="サービス品目"
          options={options.serviceItems}
        />
        <SelectField
          name="implementation"
          label="実施"
          options={IMPLEMENTATION_OPTIONS}
          emptyLabel="未選択"
        />
        <TextField name="operatorCustomerNo" label="事業者顧客番号" maxLength={50} />
        <DateField name="startDate" label="開始日" />
        <DateField name="endDate" label="終了日" />
        <TextField name="notes" label="備考" maxLength={2000} />
      </FieldScope>
    </KitForm>
  );
}
