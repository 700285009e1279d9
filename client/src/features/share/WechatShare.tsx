import { useEffect } from "react";
import { useLocation } from "react-router";
import type { HeadTags } from "../../system/headMeta";
import { currentUserAgent, isWeChatBrowser } from "../../lib/channel";

/**
 * Sets WeChat's share card for the current page after hydration and after every navigation; renders nothing.
 * The JS-SDK code loads only inside WeChat: other browsers never download it.
 */
export function WechatShare({ head }: { head: HeadTags }) {
  const location = useLocation();
  const headKey = JSON.stringify(head);
  useEffect(() => {
    if (!isWeChatBrowser(currentUserAgent())) return;
    const tags = JSON.parse(headKey) as HeadTags;
    void import("./wechatShare").then(({ applyWechatShare, shareCardOf }) => applyWechatShare(shareCardOf(tags)));
  }, [location.key, headKey]);
  return null;
}
