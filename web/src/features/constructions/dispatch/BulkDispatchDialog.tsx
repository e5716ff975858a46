import { Field, Select } from "@fluentui/react-components";
import { useState } from "react";
import { BulkChangeDialog } from "@/shared/mutation/BulkChangeDialog";
import { teamsOfCompany, type BulkDispatchRefusal, type TeamOption } from "./bulk-dispatch";

/**
 * 班に一括手配: the selected constructions go to one team (協力会社 first, then one of its
 * teams). The page runs the call; a refusal lists each refused construction by its code.
 */
export function BulkDispatchDialog({
  open,
  count,
  companies,
  teams,
  busy,
  refusal,
  onApply,
  onClose,
}: {
  open: boolean;
  count: number;
  companies: readonly { id: number; name: string }[];
  teams: readonly TeamOption[];
  busy: boolean;
  refusal: BulkDispatchRefusal | null;
  onApply: (team: TeamOption) => void;
  onClose: () => void;
}) {
  const [companyId, setCompanyId] = useState("");
  const [teamId, setTeamId] = useState("");
  const [missing, setMissing] = useState(false);
  const companyTeams = teamsOfCompany(teams, companyId ? Number(companyId) : undefined);
  const team = companyTeams.find((t) => String(t.id) === teamId);

  return (
    <BulkChangeDialog
      open={open}
      title="班に一括手配"
      count={count}
      noun="工事"
      description="同じ班に手配します（指示済）。手配できない工事が1件でもあれば何も変更しません"
      refusal={refusal}
      refusedLabel="手配できない工事"
      busy={busy}
      applyLabel="手配"
      onApply={() => (team ? onApply(team) : setMissing(true))}
      onClose={onClose}
    >
      <Field label="協力会社" required>
        <Select
          value={companyId}
          onChange={(_, d) => {
            setCompanyId(d.value);
            setTeamId("");
          }}
        >
          <option value="">選択してください</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="班"
        required
        validationState={missing && !team ? "error" : "none"}
        validationMessage={missing && !team ? "班を選択してください" : undefined}
        hint={companyId && companyTeams.length === 0 ? "この協力会社には班がありません" : undefined}
      >
        <Select
          value={teamId}
          disabled={!companyId}
          onChange={(_, d) => {
            setTeamId(d.value);
            setMissing(false);
          }}
        >
          <option value="">選択してください</option>
          {companyTeams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
    </BulkChangeDialog>
  );
}
