import { useCallback, useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoginPanel, memberStore, safeReturnPath } from "../../../../features/auth";
import { paths } from "../../../../system/paths";

/** ?redirect= when it is a same-origin path other than /login itself, else '/'. */
export function redirectTarget(raw: string | null): string {
  const path = safeReturnPath(raw);
  if (!path || /^\/login(?:[/?#]|$)/.test(path)) return paths.home();
  return path;
}

/** /login: the embedded login panel; after a sign-in, on to ?redirect= (default '/'). */
export function LoginPage({ showMobileCaptcha }: { showMobileCaptcha?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get("redirect"));
  const done = useCallback(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  // Already signed in (e.g. back from the WeChat callback): check the token and move on.
  useEffect(() => {
    if (!memberStore.isLoggedIn()) return;
    let active = true;
    memberStore.fetchMemberInfo().then(
      () => {
        if (active) done();
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [done]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background px-4 py-10" data-testid="login-page">
      <div className="flex min-h-[560px] w-full max-w-[450px] flex-col rounded-lg border border-black/5 bg-white shadow-xl">
        <h1 className="sr-only">登录</h1>
        <LoginPanel mode="embedded" logoHref="/" onLoginSuccess={done} {...(showMobileCaptcha !== undefined ? { showMobileCaptcha } : {})} />
      </div>
      <Link to={paths.home()} className="text-sm text-secondary hover:text-primary hover:underline">
        返回首页
      </Link>
    </div>
  );
}
