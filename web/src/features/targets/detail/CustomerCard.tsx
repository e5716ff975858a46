import {
  contactMethodLabels,
  customerTypeLabels,
  genderLabels,
  ownershipLabels,
} from "@cfx/domain/enumerations";
import { Link as FluentLink, makeStyles, Text, tokens } from "@fluentui/react-components";
import { useMemo, type ReactNode } from "react";
import { Link } from "wouter";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import {
  KanaField,
  PhoneField,
  PostalCodeField,
  SelectField,
  TextField,
  FieldScope,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { codeOptions } from "@/shared/form/options";
import { customerContentsEditPath } from "../paths";
import {
  customerFormSchema,
  customerFormValues,
  NEW_CUSTOMER,
  type CustomerFormOutput,
} from "./customer-form";

export const CustomerCard_CustomerFragment = graphql(`
  fragment CustomerCard_Customer on Customer {
    id
    code
    customerType
    customerTypeLabel
    name
    nameKana
    gender
    genderLabel
    contactMethod
    contactMethodLabel
    ownership
    ownershipLabel
    phone @include(if: $withContact)
    mobile @include(if: $withContact)
    email @include(if: $withContact)
    postalCode @include(if: $withContact)
    address @include(if: $withContact)
    notes
    version
  }
`);

// 不明 / 未選択 (0) is each select's empty entry.
const TYPE_OPTIONS = codeOptions(customerTypeLabels, [0]);
const GENDER_OPTIONS = codeOptions(genderLabels, [0]);
const CONTACT_OPTIONS = codeOptions(contactMethodLabels, [0]);
const OWNERSHIP_OPTIONS = codeOptions(ownershipLabels, [0]);

const useStyles = makeStyles({
  heading: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    flexWrap: "wrap",
  },
  code: { color: tokens.colorNeutralForeground2 },
});

/**
 * One customer (owner or tenant) of a unit as a form card; with `customer` null a new one. Contact
 * fields only with `withContact` (matterRead): the API answers them as null to the others.
 */
export function CustomerCard({
  customer,
  withContact,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
}: {
  customer: FragmentType<typeof CustomerCard_CustomerFragment> | null;
  withContact: boolean;
  onSubmit: (output: CustomerFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
  extraActions?: ReactNode;
}) {
  const styles = useStyles();
  const data = getFragmentData(CustomerCard_CustomerFragment, customer);
  const schema = useMemo(() => customerFormSchema(withContact), [withContact]);
  const form = useKitForm(schema, customerFormValues(data ?? NEW_CUSTOMER));
  const label = data ? `顧客 ${data.code}` : "新しい顧客";
  return (
    <KitForm
      form={form}
      label={label}
      header={
        <div className={styles.heading}>
          <Text as="h3" weight="semibold" className={styles.code}>
            {data ? `顧客コード：${data.code}` : "新しい顧客"}
          </Text>
          {data ? (
            <Link href={customerContentsEditPath(data.id)} asChild>
              <FluentLink>契約内容（{data.code}）</FluentLink>
            </Link>
          ) : null}
        </div>
      }
      submitLabel={data ? "更新" : "登録"}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={extraActions}
    >
      <FieldScope prefix={data ? `cu${data.id}` : "cu-new"}>
        <SelectField
          name="customerType"
          label="顧客種別"
          options={TYPE_OPTIONS}
          emptyLabel="不明"
        />
        <TextField name="name" label="氏名" required maxLength={200} placeholder="例：山田 太郎" />
        <KanaField name="nameKana" label="フリガナ" maxLength={200} />
        <SelectField name="gender" label="性別" options={GENDER_OPTIONS} emptyLabel="不明" />
        <SelectField
          name="contactMethod"
          label="受信方法"
          options={CONTACT_OPTIONS}
          emptyLabel="未選択"
        />
        <SelectField
          name="ownership"
          label="所有形態"
          options={OWNERSHIP_OPTIONS}
          emptyLabel="未選択"
        />
        {withContact ? (
          <>
            <PhoneField name="phone" label="電話番号" maxLength={20} />
            <PhoneField
              name="mobile"
              label="携帯電話番号"
              maxLength={20}
              placeholder="例：090-1234-5678"
            />
            <TextField name="email" label="メールアドレス" type="email" maxLength={254} />
            <PostalCodeField name="postalCode" label="郵便番号（物件と異なる場合）" />
            <TextField name="address" label="住所（物件と異なる場合）" maxLength={300} />
          </>
        ) : null}
        <TextField name="notes" label="備考" maxLength={2000} />
      </FieldScope>
    </KitForm>
  );
}
