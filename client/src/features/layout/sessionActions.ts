import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginPath, openLoginDialog, preloadLoginDialog } from "../auth/loginDialog";
import { memberStore } from "../auth/memberStore";
import { isMemberPath, paths } from "../../system/paths";

/**
 * 登录 in the header: a link to /login?redirect=<here> (it works before the script runs), which opens the login
 * dialog instead once the app runs; the header follows the sign-in without a reload.
 */
export function useLoginLink(): {
  href: string;
  onClick: (e: React.MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter: () => void;
} {
  const location = useLocation();
  const href = loginPath(location.pathname + location.search);
  const onClick = useCallback((e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void openLoginDialog();
  }, []);
  return { href, onClick, onPointerEnter: preloadLoginDialog };
}

/**
 * 退出登录 (spec §4: clears the token, the WeChat temporary data and the request caches, then calls
 * PUT /api/auth/logout, which also clears the session cookie). On a member page, home afterwards.
 */
export function useLogout(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    void memberStore.logout();
    if (isMemberPath(location.pathname)) void navigate(paths.home(), { replace: true });
  }, [location.pathname, navigate]);
}
