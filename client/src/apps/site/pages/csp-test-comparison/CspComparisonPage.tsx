import { useContext, useEffect, useRef, useState } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { DocumentContext } from "../../../../system/document";
import { loadCspPage, type CspPageData } from "../../../../features/csp/policy";
import {
  DELIBERATE_ATTR,
  probeCreatedScript,
  probeParsedScript,
  probeSelfStylesheet,
  probeStyleElement,
  type ProbeOutcome,
} from "../../../../features/csp/probes";
import { ChecksSection, CspIntro, ResultBadge, type CheckState, type RunPhase } from "../../../../features/csp/CspParts";

/** /csp-test-comparison: the same samples with the page's nonce and without it, side by side. */
export async function load(_env: Environment, args: LoaderFunctionArgs): Promise<CspPageData> {
  return loadCspPage(args);
}

type RowId = "inline-script" | "created-script" | "inline-style" | "self-stylesheet";
type Variant = "nonce" | "plain";

interface Row {
  id: RowId;
  title: string;
  /** Whether the sample should take effect, per variant. */
  expect: Record<Variant, boolean>;
  why: string;
  effect: [applied: string, blocked: string];
  run: (host: Element, nonce: string | null, variant: Variant, pageNonce: string) => Promise<ProbeOutcome>;
}

const ROWS: Row[] = [
  {
    id: "inline-script",
    title: "页面中的内联脚本 <script>（由 HTML 解析器读入，如被注入的标记）",
    expect: { nonce: true, plain: false },
    why: "script-src 只列出本页的 'nonce-…'：nonce 相符的脚本执行，没有 nonce 的被拦截。样本放在继承本页策略的 srcdoc 框架中，由 HTML 解析器读入。",
    effect: ["已执行", "被拦截"],
    run: (host, nonce, variant, pageNonce) =>
      probeParsedScript(host, nonce, pageNonce, variant === "nonce" ? "样本：带本页 nonce 的内联脚本" : "样本：不带 nonce 的内联脚本"),
  },
  {
    id: "created-script",
    title: "由本页脚本创建的内联脚本（document.createElement）",
    expect: { nonce: true, plain: true },
    why: "'strict-dynamic' 把带 nonce 的脚本所受的信任传给它创建的脚本，所以这类脚本带不带 nonce 都会执行；防线在于攻击者的标记本身无法执行（上一行）。",
    effect: ["已执行", "被拦截"],
    run: (host, nonce) => probeCreatedScript(host, nonce),
  },
  {
    id: "inline-style",
    title: "内联样式 <style>",
    expect: { nonce: false, plain: false },
    why: "style-src 只有 'self'，不含任何 nonce：内联样式无论带不带 nonce 都被拦截，样式只能来自本站的样式表文件。",
    effect: ["已生效", "被拦截"],
    run: (host, nonce) => probeStyleElement(host, nonce),
  },
  {
    id: "self-stylesheet",
    title: "本站样式表 <link rel=\"stylesheet\">",
    expect: { nonce: true, plain: true },
    why: "样式表按来源放行：来自本站（'self'）的文件带不带 nonce 都会生效。",
    effect: ["已生效", "被拦截"],
    run: (host, nonce, variant) => probeSelfStylesheet(host, `comparison-${variant}`, nonce),
  },
];

const VARIANTS: { id: Variant; label: string }[] = [
  { id: "nonce", label: "带 nonce" },
  { id: "plain", label: "不带 nonce" },
];

interface Cell {
  state: CheckState;
  observed: string;
}

export function CspComparisonPage() {
  const { serverPolicy } = useLoaderData() as CspPageData;
  const { nonce } = useContext(DocumentContext);
  const hosts = useRef<Partial<Record<Variant, HTMLDivElement | null>>>({});
  const [cells, setCells] = useState<Partial<Record<string, Cell>>>({});
  const [browserPolicy, setBrowserPolicy] = useState<string | null>(null);
  const [phase, setPhase] = useState<RunPhase>("idle");

  useEffect(() => {
    let cancelled = false;
    setPhase("running");
    void (async () => {
      let reported: string | null = null;
      for (const row of ROWS) {
        for (const v of VARIANTS) {
          const host = hosts.current[v.id];
          if (!host) continue;
          const o = await row.run(host, v.id === "nonce" ? nonce : null, v.id, nonce);
          reported = reported ?? o.violation?.originalPolicy ?? null;
          const ok = o.applied === row.expect[v.id];
          const report = o.violation ? `浏览器报告违规：${o.violation.effectiveDirective}。` : "没有违规报告。";
          if (cancelled) return;
          setCells((prev) => ({
            ...prev,
            [`${row.id}-${v.id}`]: { state: ok ? "pass" : "fail", observed: `${o.applied ? row.effect[0] : row.effect[1]}。${report}` },
          }));
        }
      }
      if (cancelled) return;
      setBrowserPolicy(reported);
      setPhase("done");
    })();
    return () => {
      cancelled = true;
    };
  }, [nonce]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10" data-testid="csp-comparison">
      <CspIntro page="comparison" policy={{ serverPolicy, browserPolicy, nonce }} />

      <ChecksSection id="csp-compare-heading" title="对比结果" phase={phase} idle="对比检查在浏览器中运行（需要启用 JavaScript）。" done="检查完成。">
        <div className="mt-4 space-y-4">
          {ROWS.map((row) => (
            <article key={row.id} className="rounded-lg border border-primary/10 bg-white p-4" data-testid={`csp-row-${row.id}`}>
              <h3 className="font-medium">{row.title}</h3>
              <p className="mt-1 text-sm text-secondary">{row.why}</p>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {VARIANTS.map((v) => {
                  const cell = cells[`${row.id}-${v.id}`];
                  return (
                    <div key={v.id} className="rounded border border-primary/10 p-3" data-testid={`csp-cell-${row.id}-${v.id}`}>
                      <div className="flex items-center justify-between gap-2">
                        <span className="text-sm font-medium">{v.label}</span>
                        <ResultBadge state={cell?.state ?? (phase === "idle" ? "idle" : "running")} testId={`csp-result-${row.id}-${v.id}`} />
                      </div>
                      <p className="mt-1 text-sm">预期：{row.expect[v.id] ? row.effect[0] : row.effect[1]}</p>
                      {cell ? <p className="mt-1 text-sm" data-testid={`csp-observed-${row.id}-${v.id}`}>实际：{cell.observed}</p> : null}
                    </div>
                  );
                })}
              </div>
            </article>
          ))}
        </div>
      </ChecksSection>

      <section className="mt-8 grid gap-3 sm:grid-cols-2" aria-label="样本区">
        {VARIANTS.map((v) => (
          <div key={v.id} className="rounded-lg border border-dashed border-primary/20 p-4">
            <h2 className="font-semibold">样本区：{v.label}</h2>
            {/* Deliberately blocked samples live only in here, created in the browser. */}
            <div
              ref={(el) => {
                hosts.current[v.id] = el;
              }}
              className="mt-2 space-y-1 text-sm"
              data-testid={`csp-samples-${v.id}`}
              {...{ [DELIBERATE_ATTR]: "" }}
            />
          </div>
        ))}
      </section>
    </section>
  );
}
