import { AppLink } from "../../../../components/AppLink/AppLink";
import { paths } from "../../../../system/paths";
import { SiteSection, staticLoad } from "../../components/sitePage";

export const load = staticLoad({ title: "艺术家工作室", description: "在艺术市场出售你的作品：注册、完善资料、发布作品、定价、成交与结算，一步一步说明。" });

const STEPS = [
  { title: "登录或注册", text: "用微信扫码、手机号验证码或邮箱登录；第一次用微信登录时请绑定手机号，方便买家与平台联系你。" },
  { title: "完善个人资料", text: "上传头像，写下简介：出生年份、所在城市、毕业院校与创作方向。资料完整的艺术家更容易获得藏家的信任。" },
  { title: "发布作品", text: "每件作品上传 1–6 张清晰照片（正面、局部与展示效果），填写标题、年代、类别、材质、尺寸（厘米）与版数，并写几句创作说明。" },
  { title: "定价", text: "以人民币标价。参考同尺寸、同类别作品的成交价格，原作为孤品，版画与摄影请注明版数。" },
  { title: "成交与发货", text: "买家付款后你会收到通知，请在 3 天内按艺术品标准包装发货并填写运单号。" },
  { title: "结算", text: "买家确认收货 7 天后，货款扣除平台服务费后结算到你在“资金设置”中绑定的账户。" },
];

const FAQ = [
  { q: "发布作品收费吗？", a: "发布免费。作品成交后，平台收取成交价 10% 的服务费，用于支付处理、客服与推广。" },
  { q: "我已经有代理画廊，还能自己发布吗？", a: "可以，但请与画廊确认代理协议的约定；由画廊统一发布的作品会显示画廊名称。" },
  { q: "作品可以同时在别处出售吗？", a: "可以。作品在别处售出后，请及时在“我的作品”中把它设为已售，避免重复成交。" },
  { q: "买家要求退款怎么办？", a: "签收 7 天内、作品与描述明显不符的，买家可申请退款；你可以在“退款详情”中同意或拒绝，并说明理由。" },
];

/** /studio: how an artist or member sells here, leading to publishing. */
export function StudioPage() {
  return (
    <article>
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h1 className="font-serif text-4xl font-bold">在艺术市场出售你的作品</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-secondary">
            面向数万名关注当代艺术的藏家与爱好者，发布免费，成交后才收取服务费。
          </p>
          <AppLink to={paths.member.publishArtwork()} className="mt-8 inline-block rounded bg-primary px-8 py-3 text-white" data-testid="studio-publish">
            开始发布作品
          </AppLink>
        </div>
      </header>
      <SiteSection id="steps" title="六个步骤" className="mx-auto max-w-5xl px-4 py-12">
        <ol className="mt-8 grid gap-8 md:grid-cols-2">
          {STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-4">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-white">{i + 1}</span>
              <div>
                <h3 className="font-semibold">{s.title}</h3>
                <p className="mt-1 text-sm leading-6 text-secondary">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </SiteSection>
      <SiteSection id="faq" title="常见问题" className="mx-auto max-w-5xl px-4 pb-16">
        <div className="mt-6 divide-y divide-black/10 border-y border-black/10">
          {FAQ.map((f) => (
            <details key={f.q} className="group py-4">
              <summary className="cursor-pointer font-semibold">{f.q}</summary>
              <p className="mt-2 text-sm leading-6 text-secondary">{f.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-sm text-secondary">
          画廊或艺术机构？请填写<AppLink to={paths.applyPartner()} className="underline">合作申请</AppLink>。
        </p>
      </SiteSection>
    </article>
  );
}
