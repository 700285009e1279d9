import type { SellingTab } from "../../system/paths";

/**
 * The seller's side of the selling state machine (server/domain/selling/transitions.go): the tabs of 我的作品,
 * the states' words, and which actions each state offers. The server decides; this only shows the moves it allows.
 */
export type SellingState = "draft" | "pending" | "listed" | "rejected" | "taken_down" | "sold";

export type SellingAction = "edit" | "submit" | "withdraw" | "takeDown" | "relist" | "delete";

export interface TabSpec {
  tab: SellingTab;
  label: string;
  /** The state the tab lists; null: every state. */
  state: SellingState | null;
  /** The sellingCounts field of its count. */
  count: "all" | "draft" | "pending" | "listed" | "takenDown" | "sold" | "rejected";
}

/** The tabs in order: 全部 / 草稿 / 审核中 / 在售 / 已下架 / 已售 / 未通过. */
export const SELLING_TABS: readonly TabSpec[] = [
  { tab: "all", label: "全部", state: null, count: "all" },
  { tab: "draft", label: "草稿", state: "draft", count: "draft" },
  { tab: "pending", label: "审核中", state: "pending", count: "pending" },
  { tab: "selling", label: "在售", state: "listed", count: "listed" },
  { tab: "taken-down", label: "已下架", state: "taken_down", count: "takenDown" },
  { tab: "sold", label: "已售", state: "sold", count: "sold" },
  { tab: "rejected", label: "未通过", state: "rejected", count: "rejected" },
];

/** The tab of a route parameter (none: 全部); undefined for an unknown one. */
export function tabOf(param: string | undefined): TabSpec | undefined {
  if (!param) return SELLING_TABS[0];
  return SELLING_TABS.find((t) => t.tab === param);
}

export const STATE_LABELS: Record<SellingState, string> = {
  draft: "草稿",
  pending: "审核中",
  listed: "在售",
  rejected: "未通过",
  taken_down: "已下架",
  sold: "已售",
};

/** A state's word; the raw value for one this client does not know. */
export function stateLabel(state: string): string {
  return STATE_LABELS[state as SellingState] ?? state;
}

/** What the seller can do in each state, in the order the buttons show. */
const ACTIONS: Record<SellingState, readonly SellingAction[]> = {
  draft: ["edit", "submit", "delete"],
  pending: ["withdraw"],
  rejected: ["edit", "submit"],
  listed: ["edit", "takeDown"],
  taken_down: ["edit", "relist"],
  sold: [],
};

export function actionsFor(state: string): readonly SellingAction[] {
  return ACTIONS[state as SellingState] ?? [];
}

/** The buttons' words; submit reads 重新提交 after a rejection. */
export function actionLabel(action: SellingAction, state: string): string {
  switch (action) {
    case "edit":
      return "编辑";
    case "submit":
      return state === "rejected" ? "重新提交" : "提交审核";
    case "withdraw":
      return "撤回";
    case "takeDown":
      return "下架";
    case "relist":
      return "重新上架";
    case "delete":
      return "删除";
  }
}

/** What the toast says when an action succeeded. */
export const ACTION_DONE: Record<Exclude<SellingAction, "edit">, string> = {
  submit: "已提交审核",
  withdraw: "已撤回审核",
  takeDown: "作品已下架",
  relist: "作品已重新上架",
  delete: "草稿已删除",
};

/** The timeline's words for the server's actions (SellingEvent.action). */
export const EVENT_LABELS: Record<string, string> = {
  create: "创建草稿",
  edit: "修改作品",
  reprice: "修改价格或运费",
  submit: "提交审核",
  withdraw: "撤回审核",
  drop_edit: "撤回修改，在售版本不变",
  approve: "审核通过",
  reject: "审核未通过",
  take_down: "下架",
  relist: "重新上架",
  sell: "售出",
};

/** The reasons a reviewer picks from; 其他 needs the free text. */
export const REJECT_REASONS = ["图片不清晰", "信息不完整", "价格异常", "疑似非原创", "其他"] as const;

/** The reason sent for a rejection: the chosen one and the free text, or a message when it is not enough. */
export function rejectReason(choice: string, text: string): { reason: string } | { error: string } {
  const extra = text.trim();
  if (!choice) return { error: "请选择驳回原因" };
  if (choice === "其他" && !extra) return { error: "请填写驳回原因" };
  const reason = choice === "其他" ? extra : extra ? `${choice}：${extra}` : choice;
  if (Array.from(reason).length > 500) return { error: "驳回原因不能超过 500 个字" };
  return { reason };
}
