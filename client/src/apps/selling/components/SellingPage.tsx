import type { ReactNode } from "react";
import { AppLink } from "../../../components/AppLink/AppLink";
import { paths } from "../../../system/paths";

/** The frame of the selling pages: the heading and the way back to 我的作品. */
export function SellingPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6" data-tap-targets>
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="font-serif text-2xl font-bold">{title}</h1>
        <AppLink to={paths.member.artworks()} className="text-sm text-secondary hover:text-primary hover:underline">
          我的作品
        </AppLink>
      </div>
      {children}
    </div>
  );
}
