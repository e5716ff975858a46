import { deviceLineTypeLabels } from "@cfx/domain/enumerations";
import { useEffect } from "react";
import type { MasterKind } from "@/gql/graphql";
import { FieldScope, SelectField, TextField, type MasterOption } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { codeOptions } from "@/shared/form/options";
import {
  masterItemSchema,
  masterItemValues,
  needsCompany,
  needsLineType,
  type MasterItemFormOutput,
  type MasterItemSource,
} from "./master-item-form";

/**
 * Adds a value to the list (`item` null) or changes one (its name, and a team's company or a
 * device model's line type). The name field takes the focus: the form opens from a button.
 */
export function MasterItemForm({
  kind,
  listLabel,
  item,
  companies,
  onSubmit,
  onCancel,
  onReload,
}: {
  kind: MasterKind;
  /** 発注元 */
  listLabel: string;
  item: MasterItemSource | null;
  /** The partner companies a team may belong to (TEAMS only). */
  companies: readonly MasterOption[];
  onSubmit: (output: MasterItemFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const form = useKitForm(masterItemSchema(kind), masterItemValues(item));
  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);
  return (
    <FieldScope prefix="master">
      <KitForm
        form={form}
        label={item ? `「${item.name}」の変更` : `${listLabel}の追加`}
        submitLabel={item ? "更新" : "追加"}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onReload={onReload}
      >
        <TextField name="name" label="名称" required maxLength={100} />
        {needsCompany(kind) ? (
          <SelectField name="associateCompanyId" label="協力会社" required options={companies} />
        ) : null}
        {needsLineType(kind) ? (
          <SelectField
            name="deviceLineType"
            label="回線種別"
            required
            options={codeOptions(deviceLineTypeLabels, [0])}
          />
        ) : null}
      </KitForm>
    </FieldScope>
  );
}
