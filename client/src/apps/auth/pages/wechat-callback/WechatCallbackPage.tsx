import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../../components/Toast";
import { Logo } from "../../../../components/Logo/Logo";
import { completeWechatLogin, wechatFailureMessage } from "../../../../features/auth";
import { STORAGE_KEYS } from "../../../../features/auth/constants";
import { readItem, safeLocalStorage } from "../../../../lib/storage";
import { paths } from "../../../../system/paths";

/**
 * /wechat-callback and /wechat-login-callback: WeChat sends the browser back here with ?code=&state=. The page
 * completes the sign-in (state check, POST /api/wechat/login, token, member info, need_bind_mobile) and returns
 * to wechat_login_return_url (one-tap) or previous_path (scan login). Server-rendered as a neutral
 * "正在登录" screen; all work happens in the browser.
 */
export function WechatCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // 绑定微信 from the account settings ends here too: its failure is a failed bind, back to the settings.
  const [binding, setBinding] = useState(false);
  const code = params.get("code");
  const state = params.get("state");
  const scopes = params.get("scopes") ?? params.get("scope");

  useEffect(() => {
    let active = true;
    const bindingNow = readItem(safeLocalStorage(), STORAGE_KEYS.wechatBindPending) === "true";
    completeWechatLogin({ code, state, scopes }).then(
      (target) => {
        if (active) void navigate(target, { replace: true });
      },
      (err: unknown) => {
        if (!active) return;
        const message = wechatFailureMessage(err);
        toast.error(message);
        setBinding(bindingNow);
        setFailure(message);
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, scopes, navigate]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4" data-testid="wechat-callback">
      <Logo />
      {failure === null ? (
        <div className="flex flex-col items-center gap-3" role="status">
          <span aria-hidden="true" className="inline-block h-8 w-8 animate-spin rounded-full border-2 border-black/15 border-t-primary" />
          <p className="text-sm text-secondary">正在登录，请稍候…</p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-lg font-semibold text-primary">{binding ? "微信绑定失败" : "微信登录失败"}</h1>
          <p className="text-sm text-secondary">{failure}</p>
          <div className="flex gap-3">
            {binding ? (
              <Link to={paths.member.accountSettings()} replace className="rounded-md bg-primary px-5 py-2 text-sm text-white">
                返回账户设置
              </Link>
            ) : (
              <Link to={paths.login()} replace className="rounded-md bg-primary px-5 py-2 text-sm text-white">
                返回登录
              </Link>
            )}
            <Link to={paths.home()} replace className="rounded-md border border-black/15 px-5 py-2 text-sm text-primary">
              返回首页
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
