import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, Chat24Regular, DocumentEdit20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { labelWithCode } from "@/shared/format";
import { withCurrent } from "@/shared/form/options";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useLiveChanges } from "@/shared/live/useLiveChanges";
import { useConfirm } from "@/shared/mutation/useConfirm";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { RecordCard } from "@/shared/record/RecordCard";
import { RecordDelete } from "@/shared/record/RecordDelete";
import { Section } from "@/shared/record/Section";
import { useRecordDelete } from "@/shared/record/useRecordDelete";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { contractDocumentPath, removalDocumentPath, requestDocumentPath } from "../documents/paths";
import { matterEditPath } from "../projects/paths";
import { ContactForm } from "./edit/ContactForm";
import type { ContactFormOutput } from "./edit/contact-form";
import { ContactTimeline } from "./edit/ContactTimeline";
import { DocumentList } from "./edit/DocumentList";
import { NegotiationFacts } from "./edit/NegotiationFacts";
import { NegotiationForm } from "./edit/NegotiationForm";
import { completes, completionQuestion, negotiationChanges } from "./edit/negotiation-form";
import {
  NegotiationEditContactCreateMutation,
  NegotiationEditContactUpdateMutation,
  NegotiationEditDeleteMutation,
  NegotiationEditPageQuery,
  NegotiationEditUpdateMutation,
} from "./edit/queries";
import { ScheduleTable } from "./edit/ScheduleTable";
import { NegotiationChangedSubscription } from "./live";
import { NEGOTIATIONS_PATH } from "./paths";

const useStyles = makeStyles({
  documents: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  contacts: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
});

/**
 * /negotiations/{id} 交渉編集: what the negotiation is about and how to reach the customer, its
 * status, visit and negotiator, the contacts as a timeline, the booked visits, the documents issued
 * for it and its history.
 */
export function NegotiationEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const canEdit = role?.negotiationEdit ?? false;
  // Contact details and the documents are matterRead's (the API masks or refuses them otherwise).
  const withContact = role?.matterRead ?? false;
  const history = useRecordHistory("NEGOTIATION", id);
  // "new", a contact's id, or nothing: at most one contact form is open.
  const [editingContact, setEditingContact] = useState<string | null>(null);
  const { data, missing, reload } = useRecordQuery(NegotiationEditPageQuery, { id, withContact });
  const live = useLiveChanges({
    subscription: NegotiationChangedSubscription,
    variables: { ids: [id] },
    reload,
  });
  const updateNegotiation = useMutationAction(NegotiationEditUpdateMutation, { action: "update" });
  const createContact = useMutationAction(NegotiationEditContactCreateMutation, {
    action: "create",
  });
  const updateContact = useMutationAction(NegotiationEditContactUpdateMutation, {
    action: "update",
  });
  const { confirm, dialog } = useConfirm();
  const deletion = useRecordDelete(NegotiationEditDeleteMutation, {
    successPath: NEGOTIATIONS_PATH,
    additionalTypenames: ["Negotiation", "Matter"],
  });

  return (
    <EditPage
      record={data?.negotiation}
      missing={missing}
      pending={{
        title: "交渉編集",
        icon: <Chat24Regular />,
        missingTitle: "該当する交渉が見つかりません",
        backHref: NEGOTIATIONS_PATH,
        backLabel: "交渉一覧へ戻る",
      }}
      title={labelWithCode("交渉", "NE", id)}
      live={live}
      refusal={deletion.refusal}
      history={history}
      dialogs={dialog}
    >
      {(negotiation) => {
        const saveContact = async (input: ContactFormOutput) => {
          const existing = negotiation.histories.find((h) => h.id === editingContact);
          const outcome = existing
            ? await updateContact({
                id: existing.id,
                input: { ...input, version: existing.version },
              })
            : await createContact({ input: { ...input, negotiationId: id } });
          if (outcome.ok) {
            setEditingContact(null);
            // The timeline is part of the negotiation: read it again with the new entry.
            reload();
          }
          return outcome;
        };
        const contactForm = editingContact ? (
          <ContactForm
            key={editingContact}
            contact={negotiation.histories.find((h) => h.id === editingContact) ?? null}
            onSubmit={saveContact}
            onCancel={() => setEditingContact(null)}
            onReload={reload}
          />
        ) : null;
        const attachments = data?.attachments?.items ?? [];
        return (
          <>
            {canEdit ? (
              <NegotiationForm
                // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
                key={negotiation.version}
                negotiation={negotiation}
                statuses={data?.statuses ?? []}
                users={withCurrent(data?.assignableUsers ?? [], negotiation.assignee)}
                header={<NegotiationFacts negotiation={negotiation} withContact={withContact} />}
                onSubmit={async (output) => {
                  // Completion is final (it locks the record and moves the matter): asked first.
                  if (
                    completes(output, negotiation) &&
                    !(await confirm({
                      title: "交渉を完了しますか？",
                      message: completionQuestion(output.completeReason),
                      confirmLabel: "完了する",
                    }))
                  )
                    return;
                  return updateNegotiation({
                    id,
                    withContact,
                    input: {
                      ...negotiationChanges(output, negotiation),
                      version: negotiation.version,
                    },
                  });
                }}
                onCancel={() => navigate(matterEditPath(negotiation.matterId))}
                onReload={reload}
                extraActions={
                  negotiation.can.delete ? (
                    <RecordDelete
                      what="交渉"
                      control={deletion}
                      variables={{ id, version: negotiation.version }}
                      onReload={reload}
                    />
                  ) : null
                }
              />
            ) : (
              <RecordCard label="交渉情報">
                <NegotiationFacts negotiation={negotiation} withContact={withContact} full />
              </RecordCard>
            )}
            <Section
              title={`接触履歴（${negotiation.histories.length}件）`}
              actions={
                canEdit && editingContact === null ? (
                  <Button icon={<Add20Regular />} onClick={() => setEditingContact("new")}>
                    接触を記録
                  </Button>
                ) : null
              }
            >
              <div className={styles.contacts}>
                {editingContact === "new" ? contactForm : null}
                <ContactTimeline
                  contacts={negotiation.histories}
                  editing={editingContact}
                  form={contactForm}
                  onEdit={canEdit ? (c) => setEditingContact(c.id) : undefined}
                />
              </div>
            </Section>
            <Section title={`予定（${negotiation.schedules.length}件）`}>
              <ScheduleTable schedules={negotiation.schedules} />
            </Section>
            {withContact ? (
              <Section
                title={`帳票（${attachments.length}件）`}
                actions={
                  canEdit ? (
                    <div className={styles.documents}>
                      {[
                        { href: contractDocumentPath(id), label: "契約書類設定" },
                        { href: requestDocumentPath(id), label: "工事依頼書類設定" },
                        { href: removalDocumentPath(id), label: "撤去承諾書設定" },
                      ].map((d) => (
                        <Link key={d.href} href={d.href} asChild>
                          <Button as="a" icon={<DocumentEdit20Regular />}>
                            {d.label}
                          </Button>
                        </Link>
                      ))}
                    </div>
                  ) : null
                }
              >
                <DocumentList attachments={attachments} />
              </Section>
            ) : null}
          </>
        );
      }}
    </EditPage>
  );
}
