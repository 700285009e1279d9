import { graphql } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { loadFixedQuery, usePageQuery } from "../../../../system/pageQuery";
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

export function load(env: Environment): Promise<PageData<ProfilePageQuery["variables"]>> {
  return loadFixedQuery<ProfilePageQuery>(env, query, { title: "个人资料", description: "头像、昵称与个人简介。", canonicalPath: paths.member.profile() });
}

/** 个人资料, which is also the member's dashboard: counts and quick links, the avatar, the profile form. */
export function ProfilePage() {
  const data = usePageQuery<ProfilePageQuery>(query);
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
