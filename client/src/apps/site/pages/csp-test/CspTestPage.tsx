import { useContext, useEffect, useRef, useState } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { DocumentContext } from "../../../../system/document";
import { loadCspPage, policyNonce, type CspPageData } from "../../../../features/csp/policy";
import {
  DELIBERATE_ATTR,
  probeParsedScript,
  probeSelfStylesheet,
  probeStyleAttribute,
  type ProbeOutcome,
} from "../../../../features/csp/probes";
import { ChecksSection, CspIntro, ResultBadge, type CheckState, type RunPhase } from "../../../../features/csp/CspParts";

/** /csp-test: the page's Content-Security-Policy and live checks of what it allows and blocks. */
export async function load(_env: Environment, args: LoaderFunctionArgs): Promise<CspPageData> {
  return loadCspPage(args);
}

type CheckId = "inline-script-blocked" | "style-attribute-blocked" | "nonce-script-runs" | "self-stylesheet-applies" | "policy-nonce";

interface CheckSpec {
  id: CheckId;
  title: string;
  expected: string;
  why: string;
}

const CHECKS: CheckSpec[] = [
  {
    id: "inline-script-blocked",
    title: "不带 nonce 的内联脚本被拦截",
    expected: "期望：脚本不执行，浏览器报告 script-src 违规。",
    why: "样本是一段由 HTML 解析器读入的 <script>（放在继承本页策略的 srcdoc 框架里），正如被注入页面的恶意标记。script-src 只信任带本页 nonce 的脚本，没有 nonce 的内联脚本无法执行，这是防御 XSS 的关键。（已受信任的脚本用 createElement 创建的脚本会因 'strict-dynamic' 继承信任，见对比测试。）",
  },
  {
    id: "style-attribute-blocked",
    title: "内联 style 属性被拦截",
    expected: "期望：style=\"…\" 不生效，浏览器报告 style-src 违规。",
    why: "style-src 只有 'self'，没有 'unsafe-inline'，元素上的 style 属性不会生效。所以服务器渲染的页面从不使用 style 属性，只用样式表中的类；本项的样本只在浏览器中创建。",
  },
  {
    id: "nonce-script-runs",
    title: "带 nonce 的内联脚本正常执行",
    expected: "期望：脚本执行，没有违规报告。",
    why: "同样由 HTML 解析器读入，只是带上本页的 nonce：与策略中的 'nonce-…' 相同，浏览器允许执行。React 的流式内联脚本和页面入口脚本都靠它运行。",
  },
  {
    id: "self-stylesheet-applies",
    title: "本站（'self'）的样式表正常生效",
    expected: "期望：/csp-probe.css 加载成功，样本左侧出现绿色竖线。",
    why: "style-src 'self' 允许来自本站的样式表文件；全站样式都来自 /assets/ 下的 CSS 文件。",
  },
  {
    id: "policy-nonce",
    title: "浏览器执行的策略含本页 nonce",
    expected: "期望：浏览器报告的策略中的 nonce 与本页 nonce 相同（服务器渲染时，整条策略也与响应头一致）。",
    why: "每次请求都生成新的 nonce：响应头、页面上的脚本与 <meta property=\"csp-nonce\"> 必须使用同一个值，否则页面脚本会被拦截。",
  },
];

interface CheckResult {
  state: CheckState;
  observed: string;
}

function describe(o: ProbeOutcome, ranText: string, blockedText: string): string {
  const report = o.violation ? `浏览器报告违规：${o.violation.effectiveDirective}（${o.violation.disposition === "enforce" ? "已拦截" : "仅报告"}）。` : "浏览器没有报告违规。";
  return `${o.applied ? ranText : blockedText}${report}`;
}

export function CspTestPage() {
  const { serverPolicy } = useLoaderData() as CspPageData;
  const { nonce } = useContext(DocumentContext);
  const host = useRef<HTMLDivElement>(null);
  const [results, setResults] = useState<Partial<Record<CheckId, CheckResult>>>({});
  const [browserPolicy, setBrowserPolicy] = useState<string | null>(null);
  const [phase, setPhase] = useState<RunPhase>("idle");

  // The live checks: only in the browser, after hydration.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cancelled = false;
    const set = (id: CheckId, r: CheckResult) => {
      if (!cancelled) setResults((prev) => ({ ...prev, [id]: r }));
    };
    setPhase("running");
    void (async () => {
      const noNonce = await probeParsedScript(el, null, nonce, "样本：不带 nonce 的内联脚本");
      set("inline-script-blocked", {
        state: !noNonce.applied ? "pass" : "fail",
        observed: describe(noNonce, "脚本执行了！", "脚本没有执行。"),
      });
      const attr = await probeStyleAttribute(el);
      set("style-attribute-blocked", {
        state: !attr.applied ? "pass" : "fail",
        observed: describe(attr, "style 属性生效了！", "style 属性没有生效。"),
      });
      const withNonce = await probeParsedScript(el, nonce, nonce, "样本：带本页 nonce 的内联脚本");
      set("nonce-script-runs", {
        state: withNonce.applied && withNonce.violation === null ? "pass" : "fail",
        observed: describe(withNonce, "脚本执行了。", "脚本没有执行！"),
      });
      const sheet = await probeSelfStylesheet(el, "csp-test", null);
      set("self-stylesheet-applies", {
        state: sheet.applied ? "pass" : "fail",
        observed: describe(sheet, "样式表已加载并生效。", "样式表没有生效！"),
      });
      const reported = noNonce.violation?.originalPolicy ?? attr.violation?.originalPolicy ?? null;
      if (cancelled) return;
      setBrowserPolicy(reported);
      const reportedNonce = reported ? policyNonce(reported) : null;
      const same = reported !== null && reportedNonce === nonce && (serverPolicy === null || reported === serverPolicy);
      set("policy-nonce", {
        state: same ? "pass" : "fail",
        observed:
          reported === null
            ? "浏览器没有报告策略（没有发生任何拦截）。"
            : `浏览器报告的 nonce：${reportedNonce ?? "（无）"}；本页 nonce：${nonce || "（无）"}${serverPolicy === null ? "。" : reported === serverPolicy ? "；整条策略与响应头一致。" : "；整条策略与响应头不一致！"}`,
      });
      setPhase("done");
    })();
    return () => {
      cancelled = true;
    };
  }, [nonce, serverPolicy]);

  const passed = CHECKS.filter((c) => results[c.id]?.state === "pass").length;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" data-testid="csp-test">
      <CspIntro page="test" policy={{ serverPolicy, browserPolicy, nonce }} />

      <ChecksSection id="csp-checks-heading" title="实时检查" phase={phase} idle="实时检查在浏览器中运行（需要启用 JavaScript）。" done={`完成：${passed} / ${CHECKS.length} 项通过。`}>
        <ol className="mt-4 space-y-3">
          {CHECKS.map((c) => {
            const r = results[c.id];
            return (
              <li key={c.id} className="rounded-lg border border-primary/10 bg-white p-4" data-testid={`csp-check-${c.id}`}>
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-medium">{c.title}</h3>
                  <ResultBadge state={r?.state ?? (phase === "idle" ? "idle" : "running")} testId={`csp-result-${c.id}`} />
                </div>
                <p className="mt-1 text-sm">{c.expected}</p>
                <p className="mt-1 text-sm text-secondary">{c.why}</p>
                {r ? (
                  <p className="mt-2 text-sm" data-testid={`csp-observed-${c.id}`}>
                    实际：{r.observed}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </ChecksSection>

      <section className="mt-8 rounded-lg border border-dashed border-primary/20 p-4" aria-labelledby="csp-samples-heading">
        <h2 id="csp-samples-heading" className="font-semibold">
          样本区
        </h2>
        <p className="mt-1 text-sm text-secondary">实时检查插入的样本显示在这里；被拦截的脚本和样式不会产生任何效果。</p>
        {/* Deliberately blocked samples live only in here, created in the browser. */}
        <div ref={host} className="mt-3 space-y-1 text-sm" data-testid="csp-samples" {...{ [DELIBERATE_ATTR]: "" }} />
      </section>
    </section>
  );
}
