import { useMatches, Link } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { RouteHandle } from "../../../system/routeSpec";
import type { PageData } from "../../../system/pageLoader";
import { paths } from "../../../system/paths";

/** A registered route whose page is not built yet: it says what it will hold. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<null>> {
  return { variables: null, meta: {} };
}

export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="mx-auto max-w-3xl px-6 py-20" data-testid="coming-soon">
      <h1 className="font-serif text-3xl font-bold">{handle?.title}</h1>
      <p className="mt-4 text-lg text-secondary">{handle?.spec?.purpose}</p>
      <p className="mt-2 text-secondary">此页面正在建设中，即将上线。</p>
      <Link to={paths.artworks()} className="mt-8 inline-block rounded bg-primary px-5 py-2 text-white">
        先去看看作品
      </Link>
    </section>
  );
}
