import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Link,
  makeStyles,
  Subtitle1,
  Text,
  Title3,
  tokens,
} from "@fluentui/react-components";
import {
  ArrowLeft16Regular,
  LockClosed20Regular,
  Mail20Regular,
  Key20Regular,
} from "@fluentui/react-icons";
import {
  confirmResetPassword,
  confirmSignIn,
  resetPassword,
  signIn,
  signOut,
  type SignInOutput,
} from "aws-amplify/auth";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "wouter";
import { isValidPassword, normalizeEmail, PASSWORD_RULE_MESSAGE } from "@cfx/domain/rules";
import { useRuntimeConfig } from "../../app/config-context";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { AlertBar } from "../../shared/AlertBar";
import { LoadingOverlay } from "../../shared/LoadingOverlay";
import { useSessionControl } from "./SessionProvider";
import {
  errorName,
  identityErrorMessage,
  MESSAGES,
  type IdentityOperation,
} from "./sign-in-errors";

const useStyles = makeStyles({
  page: {
    minHeight: "100vh",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground2,
  },
  alert: { flexShrink: 0 },
  center: {
    flexGrow: 1,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  column: {
    width: "100%",
    maxWidth: "420px",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
  },
  brand: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: tokens.spacingVerticalXS,
  },
  brandCode: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: "0.12em",
    color: tokens.colorBrandForeground1,
  },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxShadow: tokens.shadow8,
  },
  heading: { margin: 0 },
  lead: {
    color: tokens.colorNeutralForeground2,
    display: "block",
    marginTop: tokens.spacingVerticalXS,
  },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  submit: { width: "100%", marginTop: tokens.spacingVerticalS },
  links: {
    display: "flex",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
  },
  backLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXXS },
  footer: { textAlign: "center", color: tokens.colorNeutralForeground3 },
});

type Step = "signIn" | "newPassword" | "forgot" | "reset";

type Errors = Partial<
  Record<"email" | "password" | "newPassword" | "confirmPassword" | "code", string>
>;

const PASSWORD_MISMATCH = "パスワードが一致しません";
// The rule itself stays visible as the field's hint; the error only says it is not met.
const PASSWORD_RULE_UNMET = "パスワードが条件を満たしていません";

/** /signin (docs/spec.md §2, §5): e-mail and password, the new-password challenge, and password reset. */
export function SignInPage() {
  const styles = useStyles();
  const { identity, brandCode, subtitle } = useRuntimeConfig();
  const { status } = useSession();
  const control = useSessionControl();
  const info = useInformationActions();
  const [, navigate] = useLocation();

  const [step, setStep] = useState<Step>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  // Signed in (just now, or already on arrival): on to the page first asked for.
  useEffect(() => {
    if (status === "signedIn") navigate(control.takeRequested(), { replace: true });
  }, [status, control, navigate]);

  if (status === "signedIn") return null;

  const go = (next: Step) => {
    info.closeAlert();
    setErrors({});
    setPassword("");
    setNewPassword("");
    setConfirmPassword("");
    setCode("");
    setStep(next);
  };

  const fail = (error: unknown, operation: IdentityOperation) => {
    // Keep the raw error for whoever debugs a deployment; the user sees the spec's message.
    console.warn(`identity ${operation} failed`, error);
    info.openAlert("error", identityErrorMessage(error, operation, identity.mode));
  };

  const afterSignInStep = async (output: SignInOutput) => {
    switch (output.nextStep.signInStep) {
      case "DONE":
        await control.completeSignIn();
        return;
      case "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED":
        info.finishLoading();
        go("newPassword");
        return;
      case "RESET_PASSWORD":
        info.finishLoading();
        await sendCode();
        return;
      default:
        // MFA, sign-up confirmation, … are not configured for this pool.
        info.openAlert("error", MESSAGES.unexpected);
    }
  };

  const submitSignIn = async () => {
    const found: Errors = {};
    if (!normalizeEmail(email)) found.email = MESSAGES.emailRequired;
    if (!password) found.password = MESSAGES.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    const attempt = () =>
      signIn({
        username: normalizeEmail(email),
        password,
        options: { authFlowType: "USER_PASSWORD_AUTH" },
      });
    try {
      let output: SignInOutput;
      try {
        output = await attempt();
      } catch (error) {
        // Leftovers of an earlier session in this browser block a new sign-in; drop them once.
        if (errorName(error) !== "UserAlreadyAuthenticatedException") throw error;
        await signOut();
        output = await attempt();
      }
      await afterSignInStep(output);
    } catch (error) {
      fail(error, "signIn");
    }
  };

  const checkNewPassword = (found: Errors) => {
    if (!isValidPassword(newPassword)) found.newPassword = PASSWORD_RULE_UNMET;
    else if (newPassword !== confirmPassword) found.confirmPassword = PASSWORD_MISMATCH;
  };

  const submitNewPassword = async () => {
    const found: Errors = {};
    checkNewPassword(found);
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    try {
      await afterSignInStep(await confirmSignIn({ challengeResponse: newPassword }));
    } catch (error) {
      fail(error, "confirmNewPassword");
    }
  };

  const sendCode = async () => {
    if (!normalizeEmail(email)) {
      setErrors({ email: MESSAGES.emailRequired });
      return;
    }
    setErrors({});
    info.startLoading();
    try {
      const output = await resetPassword({ username: normalizeEmail(email) });
      go("reset");
      const destination = output.nextStep.codeDeliveryDetails?.destination;
      info.openAlert(
        "info",
        destination ? `検証コードを ${destination} に送信しました。` : "検証コードを送信しました。",
      );
    } catch (error) {
      fail(error, "resetPassword");
    }
  };

  const submitReset = async () => {
    const found: Errors = {};
    if (!code.trim()) found.code = MESSAGES.codeRequired;
    checkNewPassword(found);
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    try {
      await confirmResetPassword({
        username: normalizeEmail(email),
        confirmationCode: code.trim(),
        newPassword,
      });
      go("signIn");
      info.openAlert(
        "success",
        "パスワードを再設定しました。新しいパスワードでサインインしてください。",
      );
    } catch (error) {
      fail(error, "confirmResetPassword");
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === "signIn") void submitSignIn();
    else if (step === "newPassword") void submitNewPassword();
    else if (step === "forgot") void sendCode();
    else void submitReset();
  };

  const back = (
    <Link as="button" type="button" className={styles.backLink} onClick={() => go("signIn")}>
      <ArrowLeft16Regular aria-hidden />
      サインイン画面に戻る
    </Link>
  );

  const steps: Record<
    Step,
    { title: string; lead?: string; submit: string; body: ReactNode; links: ReactNode }
  > = {
    signIn: {
      title: "サインイン",
      submit: "サインイン",
      body: (
        <>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <Field label="パスワード" required validationMessage={errors.password}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              contentBefore={<LockClosed20Regular aria-hidden />}
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
        </>
      ),
      links: (
        <Link as="button" type="button" onClick={() => go("forgot")}>
          パスワードをお忘れの方
        </Link>
      ),
    },
    newPassword: {
      title: "新しいパスワードの設定",
      lead: "初回サインインのため、新しいパスワードを設定してください。",
      submit: "パスワードを設定してサインイン",
      body: (
        <>
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <NewPasswordFields
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            onNewPassword={setNewPassword}
            onConfirmPassword={setConfirmPassword}
            errors={errors}
            autoFocus
          />
        </>
      ),
      links: back,
    },
    forgot: {
      title: "パスワードの再設定",
      lead: "登録済みのメールアドレスに検証コードを送信します。",
      submit: "検証コードを送信",
      body: <EmailField value={email} onChange={setEmail} error={errors.email} />,
      links: back,
    },
    reset: {
      title: "パスワードの再設定",
      lead: `${normalizeEmail(email)} に送信された検証コードと新しいパスワードを入力してください。`,
      submit: "パスワードを再設定",
      body: (
        <>
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <Field label="検証コード" required validationMessage={errors.code}>
            <Input
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              contentBefore={<Key20Regular aria-hidden />}
              value={code}
              onChange={(_, data) => setCode(data.value)}
            />
          </Field>
          <NewPasswordFields
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            onNewPassword={setNewPassword}
            onConfirmPassword={setConfirmPassword}
            errors={errors}
          />
        </>
      ),
      links: (
        <>
          {back}
          <Link as="button" type="button" onClick={() => void sendCode()}>
            検証コードを再送信
          </Link>
        </>
      ),
    },
  };
  const current = steps[step];

  return (
    <div className={styles.page}>
      <div className={styles.alert}>
        <AlertBar />
      </div>
      <main className={styles.center}>
        <div className={styles.column}>
          <header className={styles.brand}>
            <h1 className={styles.brandCode}>{brandCode}</h1>
            <Subtitle1 as="p" className={styles.subtitle}>
              {subtitle}
            </Subtitle1>
          </header>
          {status === "checking" ? null : (
            <Card className={styles.card}>
              <div>
                <Title3 as="h2" className={styles.heading}>
                  {current.title}
                </Title3>
                {current.lead ? <Text className={styles.lead}>{current.lead}</Text> : null}
              </div>
              {/* key: each step mounts afresh, so its first field takes the focus */}
              <form
                key={step}
                className={styles.form}
                onSubmit={onSubmit}
                noValidate
                aria-label={current.title}
              >
                {current.body}
                <Button type="submit" appearance="primary" size="large" className={styles.submit}>
                  {current.submit}
                </Button>
                <div className={styles.links}>{current.links}</div>
              </form>
            </Card>
          )}
          <Caption1 className={styles.footer}>
            {brandCode} {subtitle}
          </Caption1>
        </div>
      </main>
      <LoadingOverlay />
    </div>
  );
}

function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label="メールアドレス" required validationMessage={error}>
      <Input
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        autoFocus
        contentBefore={<Mail20Regular aria-hidden />}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

function NewPasswordFields(props: {
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (v: string) => void;
  onConfirmPassword: (v: string) => void;
  errors: Errors;
  autoFocus?: boolean;
}) {
  const hintId = useId();
  return (
    <>
      <Field
        label="新しいパスワード"
        required
        hint={{ children: PASSWORD_RULE_MESSAGE, id: hintId }}
        validationMessage={props.errors.newPassword}
      >
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          autoFocus={props.autoFocus}
          contentBefore={<LockClosed20Regular aria-hidden />}
          value={props.newPassword}
          onChange={(_, data) => props.onNewPassword(data.value)}
        />
      </Field>
      <Field
        label="新しいパスワード（確認）"
        required
        validationMessage={props.errors.confirmPassword}
      >
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          contentBefore={<LockClosed20Regular aria-hidden />}
          value={props.confirmPassword}
          onChange={(_, data) => props.onConfirmPassword(data.value)}
        />
      </Field>
    </>
  );
}
