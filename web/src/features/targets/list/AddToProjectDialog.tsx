import { Button, Text } from "@fluentui/react-components";
import { useState } from "react";
import { ChoiceSelect } from "@/shared/form/ChoiceSelect";
import { ActionDialog } from "@/shared/mutation/ActionDialog";

export interface ProjectChoice {
  id: string;
  code: string;
  name: string;
}

/**
 * Chooses the project the selected targets join as matters. Only projects that accept matters now
 * are offered (the page passes those whose `can.addMatters` is true); the page runs the mutation.
 */
export function AddToProjectDialog({
  open,
  count,
  projects,
  busy,
  onAdd,
  onClose,
}: {
  open: boolean;
  /** How many targets are selected. */
  count: number;
  projects: readonly ProjectChoice[];
  busy: boolean;
  onAdd: (project: ProjectChoice) => void;
  onClose: () => void;
}) {
  const [projectId, setProjectId] = useState("");
  const [missing, setMissing] = useState(false);
  const chosen = projects.find((p) => p.id === projectId);
  const add = () => {
    if (chosen) onAdd(chosen);
    else setMissing(true);
  };
  return (
    <ActionDialog
      open={open}
      title="プロジェクトに追加"
      onClose={onClose}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            キャンセル
          </Button>
          <Button appearance="primary" disabled={busy || projects.length === 0} onClick={add}>
            追加
          </Button>
        </>
      }
    >
      <Text as="p">選択した{count}件の対象物件を、案件としてプロジェクトに追加します。</Text>
      {projects.length === 0 ? (
        <Text as="p">追加できるプロジェクトがありません（完了したプロジェクトは選べません）。</Text>
      ) : (
        <ChoiceSelect
          label="プロジェクト"
          value={projectId}
          choices={projects.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
          missing={missing}
          missingMessage="プロジェクトを選択してください"
          onChange={(value) => {
            setProjectId(value);
            setMissing(false);
          }}
        />
      )}
    </ActionDialog>
  );
}
