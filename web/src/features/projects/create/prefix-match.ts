// The create page's "prefix match" (spec: 前方一致): existing projects whose name starts with what is
// being typed, of the chosen client, so a duplicate is seen before it is made.

export interface PrefixQuery {
  namePrefix?: string;
  clientId?: number[];
}

/** What to ask for: nothing until a name is typed or a client is chosen. */
export function prefixQuery(name: string, clientId: string): PrefixQuery | null {
  const prefix = name.trim();
  if (!prefix && !clientId) return null;
  return {
    ...(prefix ? { namePrefix: prefix } : {}),
    ...(clientId ? { clientId: [Number(clientId)] } : {}),
  };
}

/** The heading over the matches: about the name when one is typed, else about the client. */
export function prefixTitle(query: PrefixQuery): string {
  return query.namePrefix
    ? `「${query.namePrefix}」で始まる名前のプロジェクトがあります`
    : "この発注元のプロジェクトがあります";
}
