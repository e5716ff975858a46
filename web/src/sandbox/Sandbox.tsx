import { GraphiQL } from "graphiql";
import { EXAMPLE_TABS } from "./examples";
import type { SandboxFetcher } from "./fetcher";

// The first query a developer sees: a list with relations and labels, in Japanese comments.
const DEFAULT_QUERY = `# CFX GraphQL サンドボックス
# サインイン中のユーザーの権限で実行されます（右上の Docs でスキーマを参照できます）。
query MatterList {
  viewer { code name can { matterRead targetEdit } }
  matters(pageSize: 10, sort: ID) {
    items {
      code
      statusLabel
      target { code name address }
      negotiations { code statusLabel customer { name } }
    }
    pageInfo { page pageSize totalCount }
  }
}
`;

export function Sandbox({ fetcher }: { fetcher: SandboxFetcher }) {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={[{ query: DEFAULT_QUERY }, ...EXAMPLE_TABS]}
      defaultEditorToolsVisibility
    >
      <GraphiQL.Logo>CFX GraphQL</GraphiQL.Logo>
    </GraphiQL>
  );
}

export function SignInFirst() {
  return (
    <main style={{ padding: 32, lineHeight: 1.8 }}>
      <h1 style={{ fontSize: 20 }}>GraphQL サンドボックス</h1>
      <p>サンドボックスはサインイン中のユーザーの権限で GraphQL を実行します。</p>
      <p>
        <a href="/signin">サインイン</a>してから、このページ（/sandbox）を開き直してください。
      </p>
    </main>
  );
}

export function SandboxError() {
  return (
    <main style={{ padding: 32 }}>
      <p>サンドボックスを開始できませんでした。しばらくしてから再読み込みしてください。</p>
    </main>
  );
}
