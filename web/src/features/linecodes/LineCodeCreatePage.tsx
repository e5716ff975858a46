import { useCallback } from "react";
import { useClient } from "urql";
import { useLocation, useSearch } from "wouter";
import { graphql } from "../../gql";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { displayCode } from "../../shared/format";
import { Page } from "../../shared/page";
import { LineCodeCreateForm, type FoundTarget } from "./create/LineCodeCreateForm";
import { targetIdOfCode } from "./create/line-code-create-form";
import { lineCodeEditPath, LINECODES_PATH } from "./paths";

const LineCodeCreateTargetQuery = graphql(`
  query LineCodeCreateTarget($id: ID!) {
    target(id: $id) {
      id
      code
      name
      details {
        id
        code
        roomNumber
      }
    }
  }
`);

const CreateLineCodeMutation = graphql(`
  mutation CreateLineCode($input: CreateLineCodeInput!) {
    createLineCode(input: $input) {
      id
      lineCode
    }
  }
`);

/**
 * /linecode/create 引込線登録 (#37.3): one drop line without writing a CSV. Opened from a
 * target's 引込線 section (`?targetId=`), it starts on that target.
 */
export function LineCodeCreatePage() {
  const [, navigate] = useLocation();
  const client = useClient();
  const fromTarget = targetIdOfCode(new URLSearchParams(useSearch()).get("targetId") ?? "");
  const create = useMutationAction(CreateLineCodeMutation, {
    action: "create",
    successPath: (d) => lineCodeEditPath(d.createLineCode.id),
    successMessage: (d) => `引込線（${d.createLineCode.lineCode}）を登録しました。`,
  });
  const findTarget = useCallback(
    async (id: string): Promise<FoundTarget | null> => {
      const { data } = await client.query(LineCodeCreateTargetQuery, { id }).toPromise();
      const target = data?.target;
      if (!target) return null;
      return {
        name: target.name,
        units: target.details.map((u) => ({
          id: u.id,
          name: [u.roomNumber, u.code].filter(Boolean).join(" "),
        })),
      };
    },
    [client],
  );
  return (
    <Page title="引込線登録">
      <LineCodeCreateForm
        targetCode={fromTarget ? displayCode("TA", fromTarget) : ""}
        findTarget={findTarget}
        onSubmit={(input) => create({ input })}
        onCancel={() => navigate(LINECODES_PATH)}
        onReload={() => undefined}
      />
    </Page>
  );
}
