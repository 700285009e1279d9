/** A Relay connection as the generated types give it: edges and nodes may be null. */
export interface ConnectionLike<T> {
  readonly edges?: ReadonlyArray<{ readonly node?: T | null | undefined } | null | undefined> | null | undefined;
}

/** The nodes of a connection, without the nulls. */
export function nodesOf<T>(c: ConnectionLike<T> | null | undefined): T[] {
  return (c?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
}
