import { useState, type FormEvent } from "react";
import { ClientTokenError } from "./client-token";

// Plain elements, as the sandbox's other notices: it loads without the app's theme.
const field = { display: "grid", gap: 4, marginBottom: 12, maxWidth: 420 } as const;

/**
 * Local mode: run the sandbox as a machine client (client id + secret) instead of the signed-in
 * user, to try what an integration will be allowed before writing it.
 */
export function ClientSignIn({
  signedIn,
  onClient,
  onUser,
}: {
  /** Whether a user is signed in in this browser (then 「ユーザーとして実行」 is offered). */
  signedIn: boolean;
  /** Resolves once a token was taken; rejects with ClientTokenError. */
  onClient: (clientId: string, secret: string) => Promise<void>;
  onUser: () => void;
}) {
  const [clientId, setClientId] = useState("");
  const [secret, setSecret] = useState("");
  const [message, setMessage] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientId.trim() || !secret)
      return setMessage("クライアントIDとシークレットを入力してください");
    try {
      await onClient(clientId.trim(), secret);
    } catch (error) {
      setMessage(
        error instanceof ClientTokenError ? error.message : "トークンを取得できませんでした",
      );
    }
  };
  return (
    <main style={{ padding: 32, lineHeight: 1.8 }}>
      <h1 style={{ fontSize: 20 }}>GraphQL サンドボックス</h1>
      {signedIn ? (
        <p>
          <button type="button" onClick={onUser}>
            サインイン中のユーザーとして実行
          </button>
        </p>
      ) : (
        <p>
          ユーザーとして実行するには<a href="/signin">サインイン</a>
          してから、このページを開き直してください。
        </p>
      )}
      <h2 style={{ fontSize: 16 }}>連携クライアントとして実行（ローカルモード）</h2>
      <p>
        連携クライアント画面で登録したクライアントIDとシークレットで、そのスコープの範囲だけを実行します。
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label style={field}>
          クライアントID
          <input
            value={clientId}
            autoComplete="off"
            onChange={(e) => setClientId(e.target.value)}
          />
        </label>
        <label style={field}>
          クライアントシークレット
          <input
            type="password"
            value={secret}
            autoComplete="off"
            onChange={(e) => setSecret(e.target.value)}
          />
        </label>
        {message ? (
          <p role="alert" style={{ color: "#b10e1c" }}>
            {message}
          </p>
        ) : null}
        <button type="submit">連携クライアントとして開始</button>
      </form>
    </main>
  );
}
