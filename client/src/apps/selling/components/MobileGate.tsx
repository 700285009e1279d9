/**
 * Selling needs a bound mobile number (server: 请先绑定手机号再发布作品). A member without one is asked to bind it
 * with the bind-mobile dialog (the one the account settings and the WeChat login use) before the form opens.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { paths } from "../../../system/paths";
import { MSG } from "./workRules";
import type { MobileGate_member$key } from "./__generated__/MobileGate_member.graphql";

const BindMobileDialog = lazy(() => import("../../../features/auth/BindMobileDialog").then((m) => ({ default: m.BindMobileDialog })));

const memberFragment = graphql`
  fragment MobileGate_member on Member {
    maskedMobile
  }
`;

export const GATE_TEXT = {
  bind: "绑定手机号",
  settings: "去账户设置绑定",
} as const;

export function MobileGate({ member: key, children }: { member: MobileGate_member$key; children: ReactNode }) {
  const member = useFragment(memberFragment, key);
  const [bound, setBound] = useState(false);
  const [open, setOpen] = useState(member.maskedMobile == null);
  if (member.maskedMobile != null || bound) return <>{children}</>;
  return (
    <div className="flex flex-col items-start gap-4 rounded-md border border-black/10 p-6" data-testid="mobile-gate">
      <p className="text-sm">{MSG.needMobile}</p>
      <div className="flex flex-wrap gap-4">
        <button type="button" className="h-11 rounded-md bg-primary px-6 text-sm font-medium text-white hover:opacity-90" onClick={() => setOpen(true)}>
          {GATE_TEXT.bind}
        </button>
        <AppLink to={paths.member.accountSettings()} className="flex h-11 items-center text-sm text-secondary hover:text-primary hover:underline">
          {GATE_TEXT.settings}
        </AppLink>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <BindMobileDialog
            onSkip={() => setOpen(false)}
            onSuccess={() => {
              setOpen(false);
              setBound(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
