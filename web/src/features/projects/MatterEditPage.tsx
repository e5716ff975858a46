import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { Briefcase24Regular, ChatAdd20Regular } from "@fluentui/react-icons";
import { Link, useLocation } from "wouter";
import { labelWithCode } from "@/shared/format";
import { withCurrent } from "@/shared/form/options";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { RecordCard } from "@/shared/record/RecordCard";
import { RecordDelete } from "@/shared/record/RecordDelete";
import { Section } from "@/shared/record/Section";
import { useRecordDelete } from "@/shared/record/useRecordDelete";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { negotiationCreatePath } from "../negotiations/paths";
import { MatterConstructionsTable } from "./matter/MatterConstructionsTable";
import { MatterFacts } from "./matter/MatterFacts";
import { MatterForm } from "./matter/MatterForm";
import { MatterNegotiationsTable } from "./matter/MatterNegotiationsTable";
import {
  MatterEditDeleteMutation,
  MatterEditPageQuery,
  MatterEditUpdateMutation,
} from "./matter/queries";
import { projectDetailPath, PROJECTS_PATH } from "./paths";

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, alignSelf: "center" },
});

/** /projects/matters/{id} 案件編集: the matter, its negotiations and constructions, its history. */
export function MatterEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const history = useRecordHistory("MATTER", id);
  const { data, missing, reload } = useRecordQuery(MatterEditPageQuery, { id });
  const matter = data?.matter;
  const backPath = matter ? projectDetailPath(matter.projectId) : PROJECTS_PATH;
  const updateMatter = useMutationAction(MatterEditUpdateMutation, { action: "update" });
  const deletion = useRecordDelete(MatterEditDeleteMutation, {
    successPath: backPath,
    additionalTypenames: ["Matter", "Project"],
  });

  return (
    <EditPage
      record={matter}
      missing={missing}
      pending={{
        title: "案件編集",
        icon: <Briefcase24Regular />,
        missingTitle: "該当する案件が見つかりません",
        backHref: PROJECTS_PATH,
        backLabel: "プロジェクト一覧へ戻る",
      }}
      title={labelWithCode("案件", "MT", id)}
      refusal={deletion.refusal}
      history={history}
    >
      {(matter) => (
        <>
          {canEdit ? (
            <MatterForm
              // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
              key={matter.version}
              matter={matter}
              users={withCurrent(data?.assignableUsers ?? [], matter.assignee)}
              header={<MatterFacts matter={matter} />}
              // No additionalTypenames: urql would also apply them to a refused save and read the
              // matter again, replacing the form (and its conflict dialog) under the person.
              onSubmit={(input) =>
                updateMatter({ id, input: { ...input, version: matter.version } })
              }
              onCancel={() => navigate(backPath)}
              onReload={reload}
              extraActions={
                matter.can.delete ? (
                  <RecordDelete
                    what="案件"
                    control={deletion}
                    variables={{ id, version: matter.version }}
                    onReload={reload}
                  />
                ) : matter.negotiations.length > 0 || matter.constructions.length > 0 ? (
                  <Text size={200} className={styles.note}>
                    交渉・工事がある案件は削除できません
                  </Text>
                ) : null
              }
            />
          ) : (
            <RecordCard label="案件情報">
              <MatterFacts matter={matter} full />
            </RecordCard>
          )}
          <Section
            title={`交渉（${matter.negotiations.length}件）`}
            actions={
              matter.can.instructNegotiation ? (
                <Link href={negotiationCreatePath(matter.id)} asChild>
                  <Button appearance="primary" icon={<ChatAdd20Regular />}>
                    交渉指示
                  </Button>
                </Link>
              ) : null
            }
          >
            <MatterNegotiationsTable negotiations={matter.negotiations} />
          </Section>
          <Section title={`工事（${matter.constructions.length}件）`}>
            <MatterConstructionsTable constructions={matter.constructions} />
          </Section>
        </>
      )}
    </EditPage>
  );
}
