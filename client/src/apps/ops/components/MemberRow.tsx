import type { ReactNode } from "react";
import { AppLink } from "../../../components/AppLink/AppLink";
import { paths } from "../../../system/paths";

/** A member in a console list: the name opens the member's page, then the member's number and what the list adds. */
export function MemberRow({
  m,
  testId,
  children,
}: {
  m: { id: string; number: number | string; nickname: string; username: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3" data-testid={testId}>
      <AppLink to={paths.ops.member(m.id)} className="font-medium text-primary underline">
        {m.nickname || m.username}
      </AppLink>
      <span className="text-sm text-secondary">编号 {m.number}</span>
      {children}
    </li>
  );
}
