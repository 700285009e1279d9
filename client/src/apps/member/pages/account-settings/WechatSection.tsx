import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { toast } from "../../../../components/Toast";
import { STORAGE_KEYS } from "../../../../features/auth/constants";
import { failureMessage } from "../../../../features/auth/failure";
import { apiClient, memberStore } from "../../../../features/auth/memberStore";
import { inWeChatBrowser, startOneTapLogin } from "../../../../features/auth/wechat";
import { WechatQrLogin } from "../../../../features/auth/WechatQrLogin";
import { removeItem, safeLocalStorage, writeItem } from "../../../../lib/storage";
import { paths } from "../../../../system/paths";
import type { WechatSection_member$key } from "./__generated__/WechatSection_member.graphql";
import { SECURITY_TEXT } from "./securityForms";
import { SettingsSection } from "./SettingsSection";

/**
 * 微信: bound or not. 绑定微信 reuses the sign-in flows: the QR code to scan (inside WeChat: the one-tap
 * authorisation), whose callback links that WeChat to this member (POST /api/wechat/bind) and comes back here.
 * 解除绑定 while another way to sign in remains (the server says why not otherwise), after the shared dialog asks:
 * binding again needs that WeChat to scan again.
 */
export const UNBIND_CONFIRM = { title: "解除微信绑定？", body: "解除后不能再用这个微信登录，重新绑定需再次扫码。", confirmLabel: "解除绑定" };

export function WechatSection({ member }: { member: WechatSection_member$key }) {
  const data = useFragment(
    graphql`
      fragment WechatSection_member on Member {
        wechatBound
      }
    `,
    member,
  );
  const [bound, setBound] = useState(data.wechatBound);
  const [busy, setBusy] = useState(false);
  const [binding, setBinding] = useState(false);
  const [ask, dialog] = useConfirm();

  async function startBind() {
    const storage = safeLocalStorage();
    writeItem(storage, STORAGE_KEYS.wechatBindPending, "true");
    if (!inWeChatBrowser()) {
      setBinding(true);
      return;
    }
    setBusy(true);
    const left = await startOneTapLogin({ returnUrl: paths.member.accountSettings() });
    if (!left) {
      removeItem(storage, STORAGE_KEYS.wechatBindPending);
      setBusy(false);
    }
  }

  function cancelBind() {
    removeItem(safeLocalStorage(), STORAGE_KEYS.wechatBindPending);
    setBinding(false);
  }

  async function unbind() {
    if (busy) return;
    if (!(await ask(UNBIND_CONFIRM))) return;
    setBusy(true);
    try {
      await apiClient.post("/api/member/wechat/unbind", {});
      setBound(false);
      void memberStore.fetchMemberInfo().catch(() => undefined);
      toast.success(SECURITY_TEXT.unbound);
    } catch (err) {
      toast.error(failureMessage(err, SECURITY_TEXT.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      name="wechat"
      title={SECURITY_TEXT.wechatTitle}
      dialog={dialog}
      aside={
        <span className="text-sm text-secondary" data-testid="wechat-state">
          {bound ? SECURITY_TEXT.wechatBound : SECURITY_TEXT.wechatUnbound}
        </span>
      }
    >
      {!bound && !binding && (
        <button
          type="button"
          onClick={() => void startBind()}
          disabled={busy}
          className="mt-3 min-h-11 rounded-md bg-[#07c160] px-4 text-sm font-medium text-white hover:opacity-90 disabled:opacity-60"
        >
          {SECURITY_TEXT.bindWechat}
        </button>
      )}
      {!bound && binding && (
        <div className="mt-3 flex flex-col items-start gap-2" data-testid="wechat-bind">
          <p className="text-sm text-secondary">{SECURITY_TEXT.bindWechatHint}</p>
          <div className="w-full max-w-xs">
            <WechatQrLogin />
          </div>
          <button type="button" onClick={cancelBind} className="min-h-11 rounded-md border border-black/15 px-4 text-sm hover:bg-black/5">
            取消
          </button>
        </div>
      )}
      {bound && (
        <button
          type="button"
          onClick={() => void unbind()}
          disabled={busy}
          className="mt-3 min-h-11 rounded-md border border-black/15 px-4 text-sm hover:border-error hover:text-error disabled:opacity-60"
        >
          {SECURITY_TEXT.unbind}
        </button>
      )}
    </SettingsSection>
  );
}
