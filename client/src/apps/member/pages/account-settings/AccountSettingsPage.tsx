import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { loadFixedQuery, usePageQuery } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import type { AccountSettingsPageQuery } from "./__generated__/AccountSettingsPageQuery.graphql";
import { ContactSection, type ContactKind } from "./ContactSection";
import { DevicesSection } from "./DevicesSection";
import { DeletionSection } from "./DeletionSection";
import { NotificationsSection } from "./NotificationsSection";
import { SecuritySection } from "./SecuritySection";
import { WechatSection } from "./WechatSection";

const query = graphql`
  query AccountSettingsPageQuery {
    viewer {
      id
      ...ContactSection_member
      ...SecuritySection_member
      ...WechatSection_member
      ...NotificationsSection_member
      ...DevicesSection_member
      ...DeletionSection_member
    }
  }
`;

export function load(env: Environment): Promise<PageData<AccountSettingsPageQuery["variables"]>> {
  return loadFixedQuery<AccountSettingsPageQuery>(env, query, { title: "账户设置", description: "手机号、邮箱、密码、微信、通知、登录设备与注销账号。", canonicalPath: paths.member.accountSettings() });
}

/** 账户设置: mobile and e-mail, password, WeChat, notifications, signed-in devices and account deletion. */
export function AccountSettingsPage() {
  const data = usePageQuery<AccountSettingsPageQuery>(query);
  const [contactOpen, setContactOpen] = useState<ContactKind | null>(null);
  const [emailAsked, setEmailAsked] = useState(0);
  if (!data.viewer) return null; // the member gate shows the login for a visitor
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">账户设置</h1>
      <ContactSection member={data.viewer} open={contactOpen} onOpenChange={setContactOpen} focusEmail={emailAsked} />
      <SecuritySection
        member={data.viewer}
        onBindEmail={() => {
          setContactOpen("email");
          setEmailAsked((n) => n + 1);
        }}
      />
      <WechatSection member={data.viewer} />
      <NotificationsSection member={data.viewer} />
      <DevicesSection member={data.viewer} />
      <DeletionSection member={data.viewer} />
    </div>
  );
}
