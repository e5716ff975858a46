import { Button, Caption1, Card, Subtitle1, Text, Title3 } from "@fluentui/react-components";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useRuntimeConfig } from "../../shared/runtime-config";
import { AlertBar } from "../../shared/AlertBar";
import { LoadingOverlay } from "../../shared/LoadingOverlay";
import { useSession } from "../../shared/session";
import { useSessionControl } from "./SessionProvider";
import { useSignInStyles } from "./sign-in-styles";
import { useSignInStep } from "./SignInSteps";
import { useSignInFlow } from "./useSignInFlow";

/** /signin (docs/spec.md §2, §5): e-mail and password, the new-password challenge, and password reset. */
export function SignInPage() {
  const styles = useSignInStyles();
  const { brandCode, subtitle } = useRuntimeConfig();
  const { status } = useSession();
  const control = useSessionControl();
  const [, navigate] = useLocation();
  const flow = useSignInFlow();
  const current = useSignInStep(flow);
  const { step, onSubmit } = flow;

  // Signed in (just now, or already on arrival): on to the page first asked for.
  useEffect(() => {
    if (status === "signedIn") navigate(control.takeRequested(), { replace: true });
  }, [status, control, navigate]);

  if (status === "signedIn") return null;

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
