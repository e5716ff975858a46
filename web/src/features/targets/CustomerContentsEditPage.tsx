import { Button, Link as FluentLink, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, DocumentQuestionMark24Regular } from "@fluentui/react-icons";
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
import {
  CreateServiceMutation,
  CustomerContentsEditPageQuery,
  DeleteServiceMutation,
  UpdateServiceMutation,
} from "./contents/queries";
import { ServiceCard } from "./contents/ServiceCard";
import type { ServiceFormOutput } from "./contents/service-form";
import { ServiceTable } from "./contents/ServiceTable";
import { useSavedVersions } from "./edit/useSavedVersions";
import { targetDetailEditPath, TARGETS_PATH } from "./paths";

const useStyles = makeStyles({
  cards: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
});

/** /targets/details/customer-contents/{customer id} 契約内容編集: the customer's contract contents. */
export function CustomerContentsEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const history = useRecordHistory("CUSTOMER", id);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { versionOf, remember } = useSavedVersions();
  const { data, missing, reload } = useRecordQuery(CustomerContentsEditPageQuery, { id });
  const createService = useMutationAction(CreateServiceMutation, { action: "create" });
  const updateService = useMutationAction(UpdateServiceMutation, { action: "update" });
  const deleteService = useMutationAction(DeleteServiceMutation, { action: "delete" });

  const unit = data?.customer?.targetDetail;
  const back = unit ? targetDetailEditPath(unit.id) : TARGETS_PATH;
  // The rows are read again after every change (a first row has no cached query to refresh).
  const afterChange = async <T extends { ok: boolean }>(outcome: Promise<T>) => {
    const result = await outcome;
    if (result.ok) reload();
    return result;
  };
  const addService = async (input: ServiceFormOutput) => {
    const outcome = await afterChange(createService({ input: { ...input, customerId: id } }));
    if (outcome.ok) setAdding(false);
    return outcome;
  };
  const services = data?.customerServices.items ?? [];

  return (
    <EditPage
      record={data?.customer}
      missing={missing}
      pending={{
        title: "契約内容編集",
        icon: <DocumentQuestionMark24Regular />,
        missingTitle: "該当する顧客が見つかりません",
        backHref: TARGETS_PATH,
        backLabel: "対象物件一覧へ戻る",
      }}
      title={labelWithCode("契約内容", "CU", id)}
      actions={() =>
        unit ? (
          <Link href={back} asChild>
            <FluentLink>
              対象詳細（{unit.code}）{unit.target ? `${unit.target.name} ` : ""}
              {unit.roomNumber ?? ""} へ戻る
            </FluentLink>
          </Link>
        ) : null
      }
      history={history}
    >
      {(customer) => (
        <Section
          title={`${customer.name}（${customer.customerTypeLabel}）の契約内容（${services.length}件）`}
          actions={
            canEdit && !adding ? (
              <Button icon={<Add20Regular />} onClick={() => setAdding(true)}>
                契約内容を追加
              </Button>
            ) : null
          }
        >
          {canEdit && data ? (
            <div className={styles.cards}>
              {services.map((s) => (
                <ServiceCard
                  key={`${s.id}-${s.version}`}
                  service={s}
                  options={data}
                  onSubmit={async (input) => {
                    const outcome = await afterChange(
                      updateService({ id: s.id, input: { ...input, version: versionOf(s) } }),
                    );
                    const version = outcome.data?.updateCustomerService.version;
                    remember(s.id, version);
                    return outcome;
                  }}
                  onCancel={() => navigate(back)}
                  onReload={reload}
                  extraActions={
                    <DeleteAction
                      what="契約内容"
                      open={deleting === s.id}
                      onOpenChange={(open) => setDeleting(open ? s.id : null)}
                      onConfirm={() =>
                        void afterChange(deleteService({ id: s.id, version: versionOf(s) }))
                      }
                    />
                  }
                />
              ))}
              {adding ? (
                <ServiceCard
                  service={null}
                  options={data}
                  onSubmit={addService}
                  onCancel={() => setAdding(false)}
                />
              ) : null}
              {!services.length && !adding ? <ServiceTable services={[]} /> : null}
            </div>
          ) : (
            <ServiceTable services={services} />
          )}
        </Section>
      )}
    </EditPage>
  );
}
