import { PersonQuestionMark24Regular } from "@fluentui/react-icons";
import { useLocation, useSearch } from "wouter";
import { getFragmentData } from "@/gql";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { userFormOptions } from "./options";
import { parseUserEditDialog, userEditHref, USERS_PATH } from "./paths";
import {
  DeleteUserMutation,
  ResetUserPasswordMutation,
  UpdateUserMutation,
  UserEditPageQuery,
} from "./queries";
import { ResetPasswordAction } from "./ResetPasswordAction";
import { UserForm, UserForm_UserFragment } from "./UserForm";

const TITLE = "ユーザー編集";

/**
 * /users/{id}: change or delete a user (not one's own account). 削除 stays the form's, with its
 * dialog in the URL (?dialog=delete), so the scaffold frames the page without a RecordDelete.
 */
export function UserEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const dialog = parseUserEditDialog(useSearch());
  const history = useRecordHistory("USER", id);
  const viewer = useSession().user;
  const { data, missing, reload } = useRecordQuery(UserEditPageQuery, { id });
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

  return (
    <EditPage
      record={data?.user}
      missing={missing}
      pending={{
        title: TITLE,
        icon: <PersonQuestionMark24Regular />,
        missingTitle: "該当するユーザーが見つかりません",
        backHref: USERS_PATH,
        backLabel: "ユーザー一覧へ戻る",
      }}
      title={TITLE}
      actions={(user) => (
        <ResetPasswordAction
          userName={getFragmentData(UserForm_UserFragment, user).name}
          onReset={async (temporaryPassword) => (await resetPassword({ id, temporaryPassword })).ok}
        />
      )}
      history={history}
    >
      {(user) => (
        <UserForm
          // A new version (after 再読み込み) starts the form afresh from the server's values.
          key={user.version}
          mode="edit"
          user={user}
          options={userFormOptions(data)}
          onSubmit={(input) => updateUser({ id, input: { ...input, version: user.version } })}
          onCancel={() => navigate(USERS_PATH)}
          onReload={reload}
          onDelete={
            viewer?.id === user.id
              ? undefined
              : () => {
                  navigate(userEditHref(id), { replace: true });
                  void deleteUser({ id, version: user.version }, { additionalTypenames: ["User"] });
                }
          }
          deleteDialogOpen={dialog === "delete"}
          onDeleteDialogChange={(open) =>
            navigate(userEditHref(id, open ? "delete" : undefined), { replace: !open })
          }
        />
      )}
    </EditPage>
  );
}
