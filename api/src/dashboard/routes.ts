// GET /dashboard: counts for the home page, in a constant number of queries.
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { hasFlag } from "../auth/hooks";
import { calendarOf, dashboardFigures } from "./figures";
import { dashboardCacheOf } from "../db/read-cache";
import { ESTIMATE_FROM } from "../platform/list";
import { errorResponses } from "../platform/schemas";

const ByStatus = Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() }));
const Day = Type.String({ format: "date" });
const TeamCapacity = Type.Object({
  teamId: Type.Integer(),
  teamName: Type.String(),
  companyName: Type.String(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  remaining: Type.Integer(),
});
const MyWork = Type.Object(
  {
    visitsToday: Type.Integer({ description: "自分の未完了の交渉で今日の訪問" }),
    visitsThisWeek: Type.Integer({ description: "自分の未完了の交渉で今週（月〜日）の訪問" }),
    overdueMatters: Type.Array(
      Type.Object({
        projectId: Type.Integer(),
        projectName: Type.String(),
        count: Type.Integer({ description: "自分が担当の未完了の案件で期限を過ぎたもの" }),
      }),
    ),
    constructionsToday: Type.Integer({ description: "今日の日程確定・施工中の工事（見える範囲）" }),
    constructionsThisWeek: Type.Integer({
      description: "今週の日程確定・施工中の工事（見える範囲）",
    }),
    since: Type.String({ format: "date", description: "直近7日の初日（failedMeasurements）" }),
    openMatters: Type.Union([
      Type.Array(
        Type.Object({
          projectId: Type.Integer(),
          projectName: Type.String(),
          count: Type.Integer({ description: "自分が担当の案件（完了していないプロジェクト）" }),
        }),
      ),
      Type.Null(),
    ]),
    waitingForDispatch: Type.Union([
      Type.Integer({ description: "指示待ちの工事（instructionSend と constructionEdit）" }),
      Type.Null(),
    ]),
    teamCapacity: Type.Union([
      Type.Array(TeamCapacity, {
        description: "今日から2週間の班ごとの空き枠（instructionSend と constructionEdit）",
      }),
      Type.Null(),
    ]),
    failedMeasurements: Type.Union([
      Type.Integer({
        description: "直近7日に不合格の測定があった工事（constructionEdit と matterRead）",
      }),
      Type.Null(),
    ]),
    lineCodesToRemove: Type.Union([
      Type.Integer({ description: "撤去予定の引込線（lineCodeEdit）" }),
      Type.Null(),
    ]),
  },
  { description: "自分の仕事" },
);
const Manager = Type.Object(
  {
    since: Type.String({ format: "date", description: "直近7日の初日" }),
    mattersByProject: Type.Array(
      Type.Object({
        projectId: Type.Integer(),
        projectName: Type.String(),
        byStatus: ByStatus,
      }),
      { description: "完了していないプロジェクトの案件の状態別件数" },
    ),
    negotiationsByWeek: Type.Array(
      Type.Object({
        weekStart: Day,
        weekEnd: Day,
        agreed: Type.Integer({ description: "合意で完了した交渉" }),
        failed: Type.Integer({ description: "不成立で完了した交渉" }),
      }),
      { description: "直近8週（今週まで）の週ごとの交渉の結果" },
    ),
    teamCapacity: Type.Array(TeamCapacity, {
      description: "今日から2週間の班ごとの空き枠（定員・予約・残り）",
    }),
    failedMeasurements: Type.Integer({ description: "直近7日に不合格の測定があった工事" }),
    failedRuns: Type.Integer({ description: "直近7日の最終実行が失敗・一部失敗の外部連携" }),
  },
  { description: "管理者向け（masterManage）。それ以外は null" },
);

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary: "ダッシュボードの集計",
        description:
          "案件・工事の状態別件数、対象物件数、自分の仕事（今日・今週の訪問、期限切れの案件、今日・今週の工事）、管理者には プロジェクト別の案件状態・週ごとの交渉結果・班の空き枠・直近7日の不合格測定と失敗した外部連携。工事担当は自社に手配された工事と、その案件・対象物件だけを数える（交渉は数えない）。各数値はリンク先の一覧の同じ条件の件数と一致する。",
        response: {
          200: Type.Object({
            targets: Type.Integer({ description: "対象物件数" }),
            targetsIsEstimate: Type.Boolean({
              description: `true: targets はデータベースの推定件数（${ESTIMATE_FROM.toLocaleString("en-US")} 件以上。対象物件一覧の絞り込みなしの件数と同じ）`,
            }),
            mattersByStatus: ByStatus,
            constructionsByStatus: ByStatus,
            myOpenNegotiations: Type.Integer({ description: "自分が担当の未完了の交渉" }),
            negotiationsToday: Type.Integer({ description: "今日（日本時間）の訪問予定" }),
            today: Day,
            weekStart: Day,
            weekEnd: Day,
            my: MyWork,
            manager: Type.Union([Manager, Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const db = app.db;
      const cal = calendarOf();
      const manages = hasFlag(request, "masterManage");
      return dashboardFigures(db, request, cal, manages, dashboardCacheOf(db));
    },
  );
}
