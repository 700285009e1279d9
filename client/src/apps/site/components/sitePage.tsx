/** What the site's own pages (about, studio, agreements, partner form) share. */
import type { ReactNode } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData, PageMeta } from "../../../system/pageLoader";

/** The agreements the site links to, for the bare /agreement and the links between them. */
export const AGREEMENTS = [
  { key: "service", label: "用户协议" },
  { key: "privacy", label: "隐私政策" },
] as const;

/** The loader of a page that reads no data: only its meta. */
export function staticLoad(meta: PageMeta) {
  return async (_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Record<string, never>>> => ({ variables: {}, meta });
}

/** A section of a site page under its serif heading (the heading names the section). */
export function SiteSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
