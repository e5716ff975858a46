import { Link as FluentLink } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** A link to another page of the app: Fluent's look, wouter's navigation (and its unsaved-changes guard). */
export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} asChild>
      <FluentLink>{children}</FluentLink>
    </Link>
  );
}
