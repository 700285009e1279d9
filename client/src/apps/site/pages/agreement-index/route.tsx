import { AppLink } from "../../../../components/AppLink/AppLink";
import { AGREEMENTS, staticLoad } from "../../components/sitePage";
import { paths } from "../../../../system/paths";

/** The bare /agreement: the agreements there are. */
export const load = staticLoad({ title: "协议", description: "艺术市场的用户协议与隐私政策。" });

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
