import { AppLink } from "../../../../components/AppLink/AppLink";
import { paths } from "../../../../system/paths";
import { SiteSection, staticLoad } from "../../components/sitePage";

export const load = staticLoad({ title: "关于我们", description: "艺术市场是面向中文读者的线上艺术品交易平台：平台介绍、交易保障与联系方式。" });

const GUARANTEES = [
  { title: "来源可查", text: "每件作品由艺术家本人或其代理画廊发布，页面注明作者、年代、材质、尺寸与版数；原作附艺术家或画廊出具的作品证书。" },
  { title: "价格透明", text: "作品以人民币明码标价，不设隐藏费用；运费与保险在下单时一并列明。" },
  { title: "安全支付", text: "通过微信支付付款，款项在买家确认收货后才结算给卖家。" },
  { title: "七天退款", text: "签收后 7 天内，作品与描述明显不符的，可申请退款并原路退回；定制作品除外。" },
  { title: "专业运输", text: "原作由卖家按艺术品标准包装，贵重作品全程投保运输，签收时请当面验看。" },
];

/** /about: what the marketplace is, how a purchase is protected, and how to reach us. */
export function AboutPage() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold">关于我们</h1>
      <p className="mt-6 text-lg leading-8 text-primary/90">
        艺术市场是一个面向中文读者的线上艺术品交易平台。我们把艺术家、画廊与藏家连接在一起：你可以在这里浏览数百件油画、国画、版画、雕塑与摄影作品，
        了解艺术家的创作与画廊的展览，在线上展厅与艺术直播中看作品，并直接向艺术家或画廊购买。
      </p>
      <SiteSection id="guarantees" title="交易保障" className="mt-12">
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {GUARANTEES.map((g) => (
            <div key={g.title} className="rounded border border-black/10 bg-white p-5">
              <dt className="font-semibold">{g.title}</dt>
              <dd className="mt-2 text-sm leading-6 text-secondary">{g.text}</dd>
            </div>
          ))}
        </dl>
      </SiteSection>
      <SiteSection id="join" title="加入我们" className="mt-12">
        <p className="mt-4 leading-7 text-primary/90">
          艺术家可以在<AppLink to={paths.studio()} className="underline">艺术家工作室</AppLink>了解如何发布与出售作品；画廊、美术馆与艺术机构请填写
          <AppLink to={paths.applyPartner()} className="underline">合作申请</AppLink>，我们会在 3 个工作日内与您联系。
        </p>
      </SiteSection>
      <SiteSection id="contact" title="联系方式" className="mt-12">
        <ul className="mt-4 space-y-1 text-sm leading-7 text-primary/90">
          <li>客服时间：每日 9:00–21:00（北京时间）</li>
          <li>
            用户协议与隐私政策：<AppLink to={paths.agreement("service")} className="underline">用户协议</AppLink>、
            <AppLink to={paths.agreement("privacy")} className="underline">隐私政策</AppLink>
          </li>
        </ul>
      </SiteSection>
    </article>
  );
}
