import { HomeCards } from "../../../../features/homeSections/HomeCards";
import { HomeSection } from "../../../../features/homeSections/HomeSection";
import type { HomeSection_section$key } from "../../../../features/homeSections/__generated__/HomeSection_section.graphql";

/**
 * The front page below its first screen: the editor's sections after the first (graph/home.graphql). Its own chunk,
 * which the page imports lazily inside a Deferred boundary: the server renders it in place like the rest, and the
 * browser fetches its code beside the first screen's, not as part of it (it is no part of the first load).
 */
export function HomeMore({ sections }: { sections: ReadonlyArray<HomeSection_section$key & { readonly key: string }> }) {
  return (
    <>
      {sections.map((s) => (
        <HomeSection key={s.key} section={s} cards={(c) => <HomeCards section={c} />} />
      ))}
    </>
  );
}
