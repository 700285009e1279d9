import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { AGREEMENTS } from "../../components/sitePage";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatShanghaiDate } from "../../../../format/date";
import type { AgreementPageQuery } from "./__generated__/AgreementPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query AgreementPageQuery($key: String!) {
    agreement(key: $key) {
      key
      version
      title
      body
      effectiveAt
    }
  }
`;

type Vars = AgreementPageQuery["variables"];

/** A section heading of an agreement: 第一条 服务内容. */
const HEADING = /^第[一二三四五六七八九十百零〇\d]+条\s*\S/;

/** /agreement/{key}: the version in force of the user agreement or the privacy policy (title '协议'). */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { key: args.params.key ?? "" };
  const res = await loadQuery<AgreementPageQuery>(env, query, variables);
  if (!res.agreement) notFound(pathOf(args));
  return { variables, meta: { title: "协议", description: `${res.agreement.title}全文。` } };
}

export function AgreementPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<AgreementPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.agreement;
  if (!a) return null;
  const blocks = a.body.split(/\n+/).map((l) => l.trim()).filter(Boolean);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid="agreement">
      <h1 className="text-center font-serif text-3xl font-bold">{a.title}</h1>
      <p className="mt-2 text-center text-sm text-secondary">
        版本 {a.version} · {formatShanghaiDate(a.effectiveAt)} 起生效
      </p>
      <nav aria-label="协议" className="mt-4 flex justify-center gap-4 text-sm">
        {AGREEMENTS.filter((x) => x.key !== a.key).map((x) => (
          <AppLink key={x.key} to={paths.agreement(x.key)} className="text-secondary hover:text-primary hover:underline">
            {x.label}
          </AppLink>
        ))}
      </nav>
      <div className="mt-8 space-y-3 leading-7 text-primary/90">
        {blocks.map((b, i) =>
          HEADING.test(b) && b.length <= 30 ? (
            <h2 key={i} className="pt-4 text-lg font-semibold text-primary">
              {b}
            </h2>
          ) : (
            <p key={i}>{b}</p>
          ),
        )}
      </div>
    </article>
  );
}
