import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { Link } from "wouter";

/** A list screen's 「新規登録」: a link (it opens the create page) that looks like the main button. */
export function CreateLink({ href }: { href: string }) {
  return (
    <Link href={href} asChild>
      <Button appearance="primary" icon={<Add20Regular />}>
        新規登録
      </Button>
    </Link>
  );
}
