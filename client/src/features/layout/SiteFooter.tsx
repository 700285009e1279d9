import { Link } from "react-router";
import { paths } from "../../system/paths";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-black/10 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-secondary md:flex-row md:justify-between">
        <p>© 2026 艺术市场 · 发现与收藏当代艺术</p>
        {/* On a phone each link is a 44 px tall tap target (WCAG 2.5.5), its text centred in it. */}
        <nav aria-label="页脚" className="flex flex-wrap gap-x-4 max-md:gap-y-0 max-md:[&>a]:inline-flex max-md:[&>a]:min-h-[44px] max-md:[&>a]:min-w-[44px] max-md:[&>a]:items-center">
          <Link to={paths.about()}>关于我们</Link>
          <Link to={paths.studio()}>艺术家入驻</Link>
          <Link to={paths.applyPartner()}>合作申请</Link>
          <Link to={paths.agreement("service")}>用户协议</Link>
          <Link to={paths.agreement("privacy")}>隐私政策</Link>
        </nav>
      </div>
    </footer>
  );
}
