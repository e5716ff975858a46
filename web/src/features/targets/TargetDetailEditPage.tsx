import { Button, Link as FluentLink, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, Home24Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { labelWithCode } from "@/shared/format";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { DeleteAction } from "@/shared/record/DeleteAction";
import { EditPage } from "@/shared/record/EditPage";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { CustomerCard } from "./detail/CustomerCard";
import type { CustomerFormOutput } from "./detail/customer-form";
import { CustomerTable } from "./detail/CustomerTable";
import { DetailForm } from "./detail/DetailForm";
import { DetailSummary } from "./detail/DetailSummary";
import {
  CreateCustomerMutation,
  DeleteCustomerMutation,
  TargetDetailEditPageQuery,
  UpdateCustomerMutation,
  UpdateDetailMutation,
} from "./detail/queries";
import { useSavedVersions } from "./edit/useSavedVersions";
import { targetEditPath, TARGETS_PATH } from "./paths";

const useStyles = makeStyles({
  cards: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
});

/** /targets/details/{id} 対象詳細編集: the unit and its owner and tenants, edited inline. */
export function TargetDetailEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const canEdit = role?.targetEdit ?? false;
  const withContact = role?.matterRead ?? false;
  const history = useRecordHistory("TARGET_DETAIL", id);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { versionOf, remember } = useSavedVersions();
  const { data, missing, reload } = useRecordQuery(TargetDetailEditPageQuery, { id, withContact });
  const updateDetail = useMutationAction(UpdateDetailMutation, { action: "update" });
  const createCustomer = useMutationAction(CreateCustomerMutation, { action: "create" });
  const updateCustomer = useMutationAction(UpdateCustomerMutation, { action: "update" });
  const deleteCustomer = useMutationAction(DeleteCustomerMutation, { action: "delete" });

  const target = data?.targetDetail?.target;
  const back = target ? targetEditPath(target.id) : TARGETS_PATH;
  // The list below is read again after every customer change (a new one has no cached query yet).
  const afterCustomer = async <T extends { ok: boolean }>(outcome: Promise<T>) => {
    const result = await outcome;
    if (result.ok) reload();
    return result;
  };
  const addCustomer = async (input: CustomerFormOutput) => {
    const outcome = await afterCustomer(
      createCustomer({ input: { ...input, targetDetailId: id } }),
    );
    if (outcome.ok) setAdding(false);
    return outcome;
  };
  const customers = data?.customers.items ?? [];

  return (
    <EditPage
      record={data?.targetDetail}
      missing={missing}
      pending={{
        title: "対象詳細編集",
        icon: <Home24Regular />,
        missingTitle: "該当する対象詳細が見つかりません",
        backHref: TARGETS_PATH,
        backLabel: "対象物件一覧へ戻る",
      }}
      title={labelWithCode("対象詳細", "TD", id)}
      actions={() =>
        target ? (
          <Link href={back} asChild>
            <FluentLink>
              対象物件（{target.code}）{target.name} へ戻る
            </FluentLink>
          </Link>
        ) : null
      }
      history={history}
    >
      {(detail) => (
        <>
          {canEdit && data ? (
            <DetailForm
              key={detail.version}
              detail={detail}
              options={{ installationTypes: data.installationTypes, models: data.models }}
              onSubmit={(input) =>
                updateDetail({ id, input: { ...input, version: detail.version } })
              }
              onCancel={() => navigate(back)}
              onReload={reload}
            />
          ) : (
            <DetailSummary detail={detail} />
          )}
          <Section
            title={`顧客（${customers.length}件）`}
            actions={
              canEdit && !adding ? (
                <Button icon={<Add20Regular />} onClick={() => setAdding(true)}>
                  顧客を追加
                </Button>
              ) : null
            }
          >
            {canEdit ? (
              <div className={styles.cards}>
                {customers.map((c) => (
                  <CustomerCard
                    key={`${c.id}-${c.version}`}
                    customer={c}
                    withContact={withContact}
                    onSubmit={async (input) => {
                      const outcome = await afterCustomer(
                        updateCustomer({ id: c.id, input: { ...input, version: versionOf(c) } }),
                      );
                      const version = outcome.data?.updateCustomer.version;
                      remember(c.id, version);
                      return outcome;
                    }}
                    onCancel={() => navigate(back)}
                    onReload={reload}
                    extraActions={
                      <DeleteAction
                        what="顧客"
                        open={deleting === c.id}
                        onOpenChange={(open) => setDeleting(open ? c.id : null)}
                        onConfirm={() =>
                          void afterCustomer(deleteCustomer({ id: c.id, version: versionOf(c) }))
                        }
                      />
                    }
                  />
                ))}
                {adding ? (
                  <CustomerCard
                    customer={null}
                    withContact={withContact}
                    onSubmit={addCustomer}
                    onCancel={() => setAdding(false)}
                  />
                ) : null}
                {!customers.length && !adding ? (
                  <CustomerTable customers={[]} withContact={withContact} />
                ) : null}
              </div>
            ) : (
              <CustomerTable customers={customers} withContact={withContact} />
            )}
          </Section>
        </>
      )}
    </EditPage>
  );
}
