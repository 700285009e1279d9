import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import type { ProfilePageQuery } from "./__generated__/ProfilePageQuery.graphql";
import { AvatarSection } from "./AvatarSection";
import { Dashboard } from "./Dashboard";
import { ProfileForm } from "./ProfileForm";

const query = graphql`
  query ProfilePageQuery {
    viewer {
      id
      ...Dashboard_member
      ...AvatarSection_member
      ...ProfileForm_member
    }
  }
`;

type Vars = ProfilePageQuery["variables"];

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = {};
  await loadQuery<ProfilePageQuery>(env, query, variables);
  return { variables, meta: { title: "个人资料", description: "头像、昵称与个人简介。", canonicalPath: paths.member.profile() } };
}

/** 个人资料, which is also the member's dashboard: counts and quick links, the avatar, the profile form. */
export function ProfilePage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ProfilePageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  if (!data.viewer) return null; // the member gate shows the login for a visitor
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">个人资料</h1>
      <Dashboard member={data.viewer} />
      <AvatarSection member={data.viewer} />
      <ProfileForm member={data.viewer} />
    </div>
  );
}
