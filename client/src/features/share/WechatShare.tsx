import { useEffect } from "react";
import { useLocation } from "react-router";
import type { HeadTags } from "../../system/headMeta";
import { applyWechatShare, shareCardOf } from "./wechatShare";

/** Sets WeChat's share card for the current page after hydration and after every navigation; renders nothing. */
export function WechatShare({ head }: { head: HeadTags }) {
  const location = useLocation();
  const { title, desc, link, imgUrl } = shareCardOf(head);
  useEffect(() => {
    void applyWechatShare({ title, desc, link, imgUrl });
  }, [location.key, title, desc, link, imgUrl]);
  return null;
}
