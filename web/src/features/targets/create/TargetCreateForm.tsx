import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { useWatch } from "react-hook-form";
import {
  KanaField,
  PostalCodeField,
  SelectField,
  TextField,
  type MasterOption,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { DuplicateWarning } from "./DuplicateWarning";
import { RoomNumbersField } from "./RoomNumbersField";
import {
  EMPTY_TARGET_CREATE,
  TARGET_TYPES,
  targetCreateSchema,
  TYPE_CHOICES,
} from "./target-create-form";
import { TextAreaField } from "@/shared/form/fields";
import { useDuplicateCheck, type DuplicateFinder } from "./useDuplicateCheck";
import { usePostalAutofill, type PostalLookup } from "./usePostalAutofill";
import type { CreateTargetInput } from "@/gql/graphql";
import { listLabel } from "@cfx/domain/fields/define";
import { targetFields as f } from "@cfx/domain/fields/targets";

export interface TargetCreateOptions {
  clients: readonly MasterOption[];
  installationTypes: readonly MasterOption[];
}

const useStyles = makeStyles({
  wide: { gridColumn: "1 / -1" },
  section: {
    gridColumn: "1 / -1",
    color: tokens.colorNeutralForeground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  note: { gridColumn: "1 / -1", color: tokens.colorNeutralForeground3 },
});

/**
 * 対象物件の新規登録: 種別 first, then the fields of that type (戸建: one unit; 集合住宅: 総戸数 and
 * 部屋番号; 電柱: 電柱番号 and 所有者). The page looks up postal codes and possible duplicates and
 * saves; this only takes props.
 */
export function TargetCreateForm({
  options,
  lookupPostalCode,
  findDuplicates,
  onSubmit,
  onCancel,
}: {
  options: TargetCreateOptions;
  lookupPostalCode: PostalLookup;
  findDuplicates: DuplicateFinder;
  onSubmit: (input: CreateTargetInput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const form = useKitForm(targetCreateSchema, EMPTY_TARGET_CREATE);
  const type = useWatch({ control: form.control, name: "targetType" });
  const postalHint = usePostalAutofill(form, lookupPostalCode);
  const duplicates = useDuplicateCheck(form, findDuplicates);
  const pole = type === TARGET_TYPES.pole;
  const apartment = type === TARGET_TYPES.apartment;

  return (
    <KitForm
      form={form}
      label="対象物件情報"
      submitLabel="登録"
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <SelectField
        name="targetType"
        label={listLabel(f.targetType)}
        required
        options={TYPE_CHOICES}
      />
      {type === "" ? (
        <Text className={styles.note}>種別を選ぶと、その種別の入力項目が表示されます。</Text>
      ) : (
        <>
          {pole ? (
            <>
              <TextField
                name="poleNumber"
                label={f.poleNumber.label}
                required
                placeholder="例：森ケ崎 190"
                maxLength={f.poleNumber.max}
              />
              <TextField name="poleOwner" label={f.poleOwner.label} maxLength={f.poleOwner.max} />
              <TextField
                name="name"
                label={f.name.label}
                hint="空欄なら電柱番号が物件名になります"
                maxLength={f.name.max}
              />
            </>
          ) : (
            <>
              <TextField
                name="name"
                label={f.name.label}
                required
                placeholder={apartment ? "例：コーポ大森" : "例：山田邸"}
                maxLength={f.name.max}
              />
              <KanaField
                name="nameKana"
                label={f.nameKana.label}
                placeholder={apartment ? "例：コーポオオモリ" : "例：ヤマダテイ"}
                maxLength={f.nameKana.max}
              />
            </>
          )}
          <Text as="h2" weight="semibold" className={styles.section}>
            所在地
          </Text>
          <PostalCodeField
            name="postalCode"
            label={f.postalCode.label}
            hint={postalHint ?? "7桁を入力すると住所を補完します"}
          />
          <TextField name="prefecture" label={f.prefecture.label} maxLength={f.prefecture.max} />
          <TextField name="city" label={f.city.label} maxLength={f.city.max} />
          {/* Like 種別 above, the list's short word: the registration form has always said 町域. */}
          <TextField name="town" label={listLabel(f.town)} maxLength={f.town.max} />
          <TextField
            name="street"
            label={f.street.label}
            placeholder="例：1-2-3"
            maxLength={f.street.max}
          />
          {pole ? null : (
            <TextField name="building" label={f.building.label} maxLength={f.building.max} />
          )}
          <DuplicateWarning targets={duplicates} />
          <Text as="h2" weight="semibold" className={styles.section}>
            その他
          </Text>
          <SelectField name="clientId" label={f.clientId.label} options={options.clients} />
          {pole ? null : (
            <SelectField
              name="targetInstallationTypeId"
              label={f.targetInstallationTypeId.label}
              options={options.installationTypes}
            />
          )}
          {apartment ? (
            <>
              <TextField
                name="totalUnits"
                label={f.totalUnits.label}
                inputMode="numeric"
                hint="空欄なら部屋番号の数"
              />
              <RoomNumbersField />
            </>
          ) : null}
          <TextAreaField name="notes" label={f.notes.label} className={styles.wide} />
        </>
      )}
    </KitForm>
  );
}
