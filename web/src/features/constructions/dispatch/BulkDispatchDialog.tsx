import { useState } from "react";
import { ChoiceSelect } from "@/shared/form/ChoiceSelect";
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
      <ChoiceSelect
        label="協力会社"
        value={companyId}
        choices={companies.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(value) => {
          setCompanyId(value);
          setTeamId("");
        }}
      />
      <ChoiceSelect
        label="班"
        value={teamId}
        choices={companyTeams.map((t) => ({ value: String(t.id), label: t.name }))}
        missing={missing && !team}
        missingMessage="班を選択してください"
        hint={companyId && companyTeams.length === 0 ? "この協力会社には班がありません" : undefined}
        disabled={!companyId}
        onChange={(value) => {
          setTeamId(value);
          setMissing(false);
        }}
      />
    </BulkChangeDialog>
  );
}
