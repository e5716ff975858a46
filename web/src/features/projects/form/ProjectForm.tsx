import { makeStyles } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  type MasterOption,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { PrefixMatchList } from "../create/PrefixMatchList";
import { usePrefixMatches, type PrefixFinder } from "../create/usePrefixMatches";
import {
  projectFormSchema,
  projectFormValues,
  statusOptions,
  WORK_TYPE_OPTIONS,
  type ProjectFormOutput,
} from "./project-form";
import { projectFields as f } from "@cfx/domain/fields/projects";

export const ProjectForm_ProjectFragment = graphql(`
  fragment ProjectForm_Project on Project {
    id
    name
    clientId
    jobCategoryId
    workType
    startDate
    endDate
    managerUserId
    status
    allowedStatuses
    notes
    version
  }
`);

export interface ProjectFormOptions {
  clients: readonly MasterOption[];
  jobCategories: readonly MasterOption[];
  /** assignableUsers */
  managers: readonly MasterOption[];
}

const useStyles = makeStyles({ wide: { gridColumn: "1 / -1" } });

/**
 * The project's fields (プロジェクト登録 and プロジェクト詳細). Without `project` it is the empty
 * creation form; with one, it edits it and offers the status: the current one and the allowed
 * next ones (the API decides which). The page saves: map the output with toCreateProjectInput /
 * toUpdateProjectInput.
 */
export function ProjectForm({
  project,
  options,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
  submitLabel,
  findPrefixMatches,
}: {
  project?: FragmentType<typeof ProjectForm_ProjectFragment> | null;
  options: ProjectFormOptions;
  onSubmit: (output: ProjectFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
  extraActions?: ReactNode;
  /** Default: 更新 for a project, 登録 for a new one. */
  submitLabel?: string;
  /** Given (creation): projects whose name starts with the typed one are listed as a warning. */
  findPrefixMatches?: PrefixFinder;
}) {
  const styles = useStyles();
  const data = getFragmentData(ProjectForm_ProjectFragment, project ?? null);
  const form = useKitForm(projectFormSchema, projectFormValues(data));
  const [name, clientId] = useWatch({ control: form.control, name: ["name", "clientId"] });
  const matches = usePrefixMatches(name, clientId, findPrefixMatches);

  return (
    <KitForm
      form={form}
      label="プロジェクト情報"
      submitLabel={submitLabel ?? (data ? "更新" : "登録")}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={extraActions}
    >
      <TextField name="name" label={f.name.label} required maxLength={200} />
      <SelectField name="clientId" label={f.clientId.label} options={options.clients} />
      <PrefixMatchList matches={matches} />
      <SelectField
        name="jobCategoryId"
        label={f.jobCategoryId.label}
        options={options.jobCategories}
      />
      <SelectField name="workType" label={f.workType.label} required options={WORK_TYPE_OPTIONS} />
      <DateField name="startDate" label={f.startDate.label} />
      <DateField name="endDate" label={f.endDate.label} />
      <SelectField name="managerUserId" label={f.managerUserId.label} options={options.managers} />
      {data ? (
        <SelectField
          name="status"
          label={f.status.label}
          required
          emptyLabel="選択してください"
          options={statusOptions(data.status, data.allowedStatuses)}
          hint={data.allowedStatuses.length === 0 ? "いまは変更できません" : undefined}
          disabled={data.allowedStatuses.length === 0}
        />
      ) : null}
      <TextAreaField name="notes" label={f.notes.label} className={styles.wide} />
    </KitForm>
  );
}
