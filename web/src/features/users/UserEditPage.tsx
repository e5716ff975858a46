import { Button, Spinner } from "@fluentui/react-components";
import { PersonQuestionMark24Regular } from "@fluentui/react-icons";
import { useEffect } from "react";
import { useQuery } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { getFragmentData, graphql } from "../../gql";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import type { RouteParams } from "../../shared/routing";
import { userFormOptions } from "./options";
import { parseUserEditDialog, userEditHref, USERS_PATH } from "./paths";
import { ResetPasswordAction } from "./ResetPasswordAction";
import { UserForm, UserForm_UserFragment } from "./UserForm";

const UserEditPageQuery = graphql(`
  query UserEditPage($id: ID!) {
    user(id: $id) {
      id
      version
      ...UserForm_User
    }
    ...UserFormOptions_Query
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      version
      ...UserForm_User
    }
  }
`);

const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($id: ID!, $temporaryPassword: String!) {
    resetUserPassword(id: $id, temporaryPassword: $temporaryPassword) {
      id
      version
      ...UserForm_User
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!, $version: Int!) {
    deleteUser(id: $id, version: $version)
  }
`);

/** /users/{id}: change or delete a user (not one's own account). */
export function UserEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const dialog = parseUserEditDialog(useSearch());
  const { openAlert } = useInformationActions();
  const history = useRecordHistory("USER", id);
  const viewer = useSession().user;
  // Always the server's latest version: the form starts from it and sends it back.
  const [{ data, error, fetching }, refetch] = useQuery({
    query: UserEditPageQuery,
    variables: { id },
    requestPolicy: "network-only",
  });
  const updateUser = useMutationAction(UpdateUserMutation, {
    action: "update",
    successPath: USERS_PATH,
  });
  // Stays on the page: the status badge turns 仮パスワード.
  const resetPassword = useMutationAction(ResetUserPasswordMutation, {
    action: "update",
    body: "仮パスワードを再設定しました。次回サインイン時に新しいパスワードの設定が必要です。",
  });
  const deleteUser = useMutationAction(DeleteUserMutation, {
    action: "delete",
    successPath: USERS_PATH,
  });

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  const user = data?.user;
  if (!user) {
    const missing = !fetching && (data || error);
    return (
      <Page title="ユーザー編集">
        {missing ? (
          <EmptyState
            icon={<PersonQuestionMark24Regular />}
            title="該当するユーザーが見つかりません"
            action={
              <Link href={USERS_PATH} asChild>
                <Button appearance="primary">ユーザー一覧へ戻る</Button>
              </Link>
            }
          />
        ) : (
          <Spinner label="読み込み中…" />
        )}
      </Page>
    );
  }

  const remove = () => {
    navigate(userEditHref(id), { replace: true });
    void deleteUser({ id, version: user.version }, { additionalTypenames: ["User"] });
  };
  return (
    <Page
      title="ユーザー編集"
      actions={
        <ResetPasswordAction
          userName={getFragmentData(UserForm_UserFragment, user).name}
          onReset={async (temporaryPassword) => (await resetPassword({ id, temporaryPassword })).ok}
        />
      }
    >
      <UserForm
        // A new version (after 再読み込み) starts the form afresh from the server's values.
        key={user.version}
        mode="edit"
        user={user}
        options={userFormOptions(data)}
        onSubmit={(input) => updateUser({ id, input: { ...input, version: user.version } })}
        onCancel={() => navigate(USERS_PATH)}
        onReload={() => refetch({ requestPolicy: "network-only" })}
        onDelete={viewer?.id === user.id ? undefined : remove}
        deleteDialogOpen={dialog === "delete"}
        onDeleteDialogChange={(open) =>
          navigate(userEditHref(id, open ? "delete" : undefined), { replace: !open })
        }
      />
      <HistoryPanel {...history} />
    </Page>
  );
}
