import { useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { alertFromCombinedError } from "@/shared/result-alert";
import { addMattersMessage } from "../../targets/public";
import {
  addMattersInput,
  selectionProblem,
  type AddMattersSettings as Settings,
} from "./add-matters-form";
import type { AddMattersOutcomeValue } from "./AddMattersOutcome";
import { AddMattersMutation } from "./queries";

/**
 * 追加 of the selected targets to the project as matters: the selection checked, the one mutation
 * sent, and its answer kept (`outcome`: how many were made, which targets were already there).
 */
export function useAddMatters(
  project: { id: string; name: string },
  selected: ReadonlySet<string>,
  clearSelection: () => void,
) {
  const [adding, addMatters] = useMutation(AddMattersMutation);
  const { startLoading, openAlert } = useInformationActions();
  const [outcome, setOutcome] = useState<AddMattersOutcomeValue | null>(null);

  const add = async (settings: Settings) => {
    const problem = selectionProblem(selected.size);
    if (problem) {
      openAlert("error", problem);
      return;
    }
    startLoading();
    // The targets list and the project's counts are asked again (the client's COUNTED_BY).
    const result = await addMatters({ input: addMattersInput(project.id, selected, settings) });
    if (result.error) {
      openAlert("error", alertFromCombinedError(result.error).message);
      return;
    }
    const answer = result.data?.addMattersToProject;
    const value = {
      created: answer?.created.length ?? 0,
      skippedTargetIds: answer?.skippedTargetIds ?? [],
    };
    clearSelection();
    setOutcome(value);
    openAlert(
      "success",
      addMattersMessage(project.name, value.created, value.skippedTargetIds.length),
    );
  };

  return { add, outcome, busy: adding.fetching };
}
