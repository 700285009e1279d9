import { type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { AGREEMENTS } from "../../components/agreements";
import { paths } from "../../../../system/paths";

/** The bare /agreement: the agreements there are. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Record<string, never>>> {
  return { variables: {}, meta: { title: "协议", description: "艺术市场的用户协议与隐私政策。" } };
}

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">协议</h1>
      <ul className="mt-6 space-y-3">
        {AGREEMENTS.map((a) => (
          <li key={a.key}>
            <AppLink to={paths.agreement(a.key)} className="text-lg hover:underline">
              {a.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
